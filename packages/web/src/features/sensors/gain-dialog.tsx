/**
 * Gain adjustment of a sensor (part 1 §4 "Gain actions: increase, decrease, reset"): the buttons
 * queue signals.gainAdjustment, whose command the gateway answers later, so the dialog then follows
 * that command in its controller's history (controllers.commands) every few seconds until it leaves
 * PROCESS, and names the outcome FAIL / SUCCESS / PROCESS / CONTROLLER_TIMEOUT as the spec does.
 */
import { CommandStatus, GAIN_ADJUSTMENT_TYPES, type GainAdjustmentType } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LoaderCircleIcon, MinusIcon, PlusIcon, RotateCcwIcon, SlidersHorizontalIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ButtonDialog } from "@/components/ui/button-dialog";
import { ToolButton } from "@/components/ui/tool-button";
import { COMMAND_STATUS_NAMES, COMMAND_STATUS_VARIANT } from "@/features/controllers/controller-options";
import { notifyOnError } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import type { CommandRow, SensorDetails } from "./sensor-types";

/** How often the dialog looks at the command while the gateway has not answered. */
export const GAIN_POLL_MS = 5000;

const ICONS = { INCREASE: PlusIcon, DECREASE: MinusIcon, RESET: RotateCcwIcon } as const;

interface Adjustment {
  type: GainAdjustmentType;
  gain_before: number;
  gain_after: number | null;
  command_id: number;
}

export function GainDialog({ sensor, canEdit }: { sensor: SensorDetails; canEdit: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [adjustment, setAdjustment] = useState<Adjustment | null>(null);
  const adjust = useMutation(trpc.signals.gainAdjustment.mutationOptions({ meta: { handlesErrors: true } }));
  const controllerId = sensor.controller?.id ?? 0;
  const commands = useQuery({
    ...trpc.controllers.commands.queryOptions({ id: controllerId, page: 1, max: 50 }),
    enabled: adjustment !== null && controllerId > 0,
    refetchInterval: (query) => {
      const rows = (query.state.data?.data ?? []) as CommandRow[];
      const row = rows.find((c) => c.id === adjustment?.command_id);
      return row && row.status !== CommandStatus.PROCESS ? false : GAIN_POLL_MS;
    },
  });
  const command = ((commands.data?.data ?? []) as CommandRow[]).find((c) => c.id === adjustment?.command_id);
  const status = command?.status ?? CommandStatus.PROCESS;

  // The sensor's gain changes on SUCCESS: reload it once the answer is in.
  useEffect(() => {
    if (adjustment && status !== CommandStatus.PROCESS) {
      void queryClient.invalidateQueries({ queryKey: trpc.sensors.get.queryKey({ id: sensor.id }) });
    }
  }, [adjustment, status, queryClient, trpc, sensor.id]);

  const run = (type: GainAdjustmentType) =>
    notifyOnError(async () => {
      const row = await adjust.mutateAsync({ sensor_id: sensor.id, type });
      setAdjustment({
        type,
        gain_before: row.gain_before,
        gain_after: row.gain_after,
        command_id: row.command.id,
      });
    });
  const waiting = adjustment !== null && status === CommandStatus.PROCESS;

  return (
    <ButtonDialog
      trigger={<ToolButton icon={SlidersHorizontalIcon}>{t("sensors.tools.gain")}</ToolButton>}
      title={t("sensors.tools.gainTitle", { name: sensor.name })}
      description={
        <>
          {t("sensors.tools.gainCurrent", { gain: sensor.gain })}
          {sensor.controller ? "" : ` ${t("sensors.noController")}`}
        </>
      }
    >
      <div className="flex flex-wrap gap-2">
        {GAIN_ADJUSTMENT_TYPES.map((type) => {
          const Icon = ICONS[type];
          return (
            <Button
              key={type}
              variant={type === "RESET" ? "outline" : "default"}
              size="sm"
              disabled={!canEdit || !sensor.controller || adjust.isPending}
              onClick={() => void run(type)}
            >
              <Icon aria-hidden="true" />
              {t(`sensors.tools.gainTypes.${type}`)}
            </Button>
          );
        })}
      </div>
      {adjustment ? (
        <div className="flex flex-col gap-2 rounded-md border p-3 text-sm" data-testid="gain-result">
          <p>
            {t("sensors.tools.gainStep", {
              type: t(`sensors.tools.gainTypes.${adjustment.type}`),
              before: adjustment.gain_before,
              after: adjustment.gain_after,
            })}
          </p>
          <p className="flex items-center gap-2" role="status">
            <span className="text-muted-foreground">{t("sensors.tools.result")}</span>
            <Badge
              variant={COMMAND_STATUS_VARIANT[status as keyof typeof COMMAND_STATUS_VARIANT] ?? "secondary"}
            >
              {waiting ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
              {COMMAND_STATUS_NAMES[status] ?? status}
            </Badge>
            {waiting ? (
              <span className="text-xs text-muted-foreground">{t("sensors.tools.waitingGateway")}</span>
            ) : null}
          </p>
        </div>
      ) : null}
    </ButtonDialog>
  );
}
