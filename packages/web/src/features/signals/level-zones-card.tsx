/**
 * The "Zones" card of a sensor's statistics page: for one parameter/axis at a time, its warning and
 * alarm zones and threshold settings (part 1 §3) in zone-form.tsx. A parameter/axis without zones
 * yet is added as a draft here and created when its form is saved.
 */
import type { RouterOutputs } from "@plantwise/api/router";
import { useQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RecordState } from "@/components/record/record-state";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LabelledSelect } from "@/components/ui/select-box";
import { Skeleton } from "@/components/ui/skeleton";
import { ToolButton } from "@/components/ui/tool-button";
import { useTRPC } from "@/lib/trpc";
import {
  type ParameterAxis,
  ParameterAxisSelects,
  parameterAxisKey,
  useParameterNames,
} from "./parameter-pickers";
import { ZoneForm } from "./zone-form";

type ZoneRow = RouterOutputs["signals"]["levelZones"][number];

export function LevelZonesCard({
  sensorId,
  measuringSystem,
  canEdit,
}: {
  sensorId: number;
  measuringSystem: number;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { parameterLabel } = useParameterNames();
  const query = useQuery(trpc.signals.levelZones.queryOptions({ sensor_id: sensorId }));
  const rows = (query.data ?? []) as ZoneRow[];
  const [drafts, setDrafts] = useState<ParameterAxis[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [pick, setPick] = useState<ParameterAxis>({ parameter_type: 1, axis: 1 });

  const keys: ParameterAxis[] = [
    ...rows.map((r) => ({ parameter_type: r.parameter_type, axis: r.axis })),
    ...drafts.filter((d) => !rows.some((r) => parameterAxisKey(r) === parameterAxisKey(d))),
  ];
  const current = keys.find((k) => parameterAxisKey(k) === selected) ?? keys[0];
  const name = (k: ParameterAxis) => parameterLabel(k.parameter_type, k.axis);
  const addDraft = () => {
    if (!keys.some((k) => parameterAxisKey(k) === parameterAxisKey(pick))) setDrafts([...drafts, pick]);
    setSelected(parameterAxisKey(pick));
  };

  return (
    <Card data-testid="level-zones">
      <CardHeader className="flex flex-row flex-wrap items-end justify-between gap-3">
        <CardTitle className="text-base">{t("signals.zones.title")}</CardTitle>
        <div className="flex flex-wrap items-end gap-2">
          {keys.length > 0 && current ? (
            <LabelledSelect
              className="flex min-w-52 flex-col gap-1"
              label={t("signals.zones.editing")}
              value={parameterAxisKey(current)}
              options={keys.map((k) => ({ value: parameterAxisKey(k), label: name(k) }))}
              onChange={setSelected}
            />
          ) : null}
          {canEdit ? (
            <>
              <ParameterAxisSelects value={pick} onChange={setPick} />
              <ToolButton icon={PlusIcon} onClick={addDraft}>
                {t("signals.zones.add")}
              </ToolButton>
            </>
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : query.isError ? (
          <RecordState error={query.error} onRetry={() => void query.refetch()} />
        ) : current ? (
          <ZoneForm
            key={parameterAxisKey(current)}
            sensorId={sensorId}
            zoneKey={current}
            row={rows.find((r) => parameterAxisKey(r) === parameterAxisKey(current)) ?? null}
            measuringSystem={measuringSystem}
            canEdit={canEdit}
            title={name(current)}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t("signals.zones.empty")}</p>
        )}
      </CardContent>
    </Card>
  );
}
