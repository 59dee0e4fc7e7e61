import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowDownIcon, ArrowUpIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/titled-card";
import { moveInOrder } from "@/features/hierarchy/reorder";
import { notifyOnError, notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import type { SensorRow } from "./sensor-types";

/** The order of an item's sensors (their sub-tabs); editors move one up or down (sensors.positions). */
export function PositionsCard({
  itemId,
  sensors,
  canEdit,
}: {
  itemId: number;
  sensors: SensorRow[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.sensors.positions.mutationOptions({ meta: { handlesErrors: true } }));
  const ids = sensors.map((s) => s.id);
  const move = async (id: number, delta: -1 | 1) => {
    const next = moveInOrder(ids, id, delta);
    if (next.every((v, i) => v === ids[i])) return;
    await notifyOnError(async () => {
      await save.mutateAsync({ item_id: itemId, ids: next });
      notifySuccess(t("sensors.positionsSaved"));
      await queryClient.invalidateQueries({ queryKey: trpc.sensors.list.queryKey() });
    });
  };
  return (
    <TitledCard title={t("sensors.positions")}>
      <ol className="flex flex-col divide-y text-sm" data-testid="sensor-positions">
        {sensors.map((s, i) => (
          <li key={s.id} className="flex items-center justify-between gap-2 py-1.5">
            <span className="min-w-0 truncate">
              <span className="mr-2 text-muted-foreground tabular-nums">{i + 1}.</span>
              {s.name}
            </span>
            {canEdit ? (
              <span className="flex shrink-0">
                {(
                  [
                    [-1, ArrowUpIcon, "sensors.moveUp", i === 0],
                    [1, ArrowDownIcon, "sensors.moveDown", i === sensors.length - 1],
                  ] as const
                ).map(([delta, Icon, label, last]) => (
                  <Button
                    key={delta}
                    variant="ghost"
                    size="sm"
                    aria-label={t(label, { name: s.name })}
                    disabled={last || save.isPending}
                    onClick={() => void move(s.id, delta)}
                  >
                    <Icon aria-hidden="true" />
                  </Button>
                ))}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </TitledCard>
  );
}
