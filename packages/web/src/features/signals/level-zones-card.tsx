/**
 * The "Zones" card of a sensor's statistics page: for one parameter/axis at a time, its warning and
 * alarm zones and threshold settings (part 1 §3), saved with signals.saveLevelZones (an existing
 * row) or signals.createLevelZones (a parameter/axis without zones yet), and "Re-baseline"
 * (signals.rebaselineZones), which measures a new baseline and, from the deltas, new zones — shown
 * right after. The server's 422 messages land on the fields they name.
 */
import type { RouterOutputs } from "@plantwise/api/router";
import { AXIS_LABELS, parameterTypeInfo } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LoaderCircleIcon, PlusIcon, RefreshCwIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { RecordState } from "@/components/record/record-kit";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { apiErrorInfo } from "@/lib/api-error";
import { notifyError, notifyErrorText, notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { formatValue } from "./charts/chart-utils";
import { LabelledSelect, useAxisOptions, useParameterOptions } from "./signal-controls";
import {
  fromFormValues,
  levelUnit,
  toFormValues,
  ZONE_FIELD_GROUPS,
  type ZoneField,
  type ZoneValues,
  zoneFieldErrors,
} from "./zone-fields";
import { unitOf, ZoneInput } from "./zone-input";

type ZoneRow = RouterOutputs["signals"]["levelZones"][number];
type Rebaselined = RouterOutputs["signals"]["rebaselineZones"];

interface ZoneKey {
  parameter_type: number;
  axis: number;
}
const keyOf = (k: ZoneKey) => `${k.parameter_type}:${k.axis}`;

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
  const query = useQuery(trpc.signals.levelZones.queryOptions({ sensor_id: sensorId }));
  const rows = (query.data ?? []) as ZoneRow[];
  const [drafts, setDrafts] = useState<ZoneKey[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [newParam, setNewParam] = useState("1");
  const [newAxis, setNewAxis] = useState("1");
  const parameterOptions = useParameterOptions();
  const axisOptions = useAxisOptions();

  const keys: ZoneKey[] = [
    ...rows.map((r) => ({ parameter_type: r.parameter_type, axis: r.axis })),
    ...drafts.filter((d) => !rows.some((r) => keyOf(r) === keyOf(d))),
  ];
  const current = keys.find((k) => keyOf(k) === selected) ?? keys[0];
  const name = (k: ZoneKey) => {
    const info = parameterTypeInfo(k.parameter_type);
    return `${info ? t(`signals.parameters.${info.key}`) : k.parameter_type}${k.axis ? ` · ${AXIS_LABELS[k.axis]}` : ""}`;
  };
  const addDraft = () => {
    const key = { parameter_type: Number(newParam), axis: Number(newAxis) };
    if (!keys.some((k) => keyOf(k) === keyOf(key))) setDrafts([...drafts, key]);
    setSelected(keyOf(key));
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
              value={keyOf(current)}
              options={keys.map((k) => ({ value: keyOf(k), label: name(k) }))}
              onChange={setSelected}
            />
          ) : null}
          {canEdit ? (
            <>
              <LabelledSelect
                label={t("signals.parameter")}
                value={newParam}
                options={parameterOptions}
                onChange={setNewParam}
              />
              <LabelledSelect
                className="flex min-w-24 flex-col gap-1"
                label={t("signals.axis")}
                value={newAxis}
                options={axisOptions}
                onChange={setNewAxis}
              />
              <Button size="sm" variant="outline" onClick={addDraft}>
                <PlusIcon aria-hidden="true" />
                {t("signals.zones.add")}
              </Button>
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
            key={keyOf(current)}
            sensorId={sensorId}
            zoneKey={current}
            row={rows.find((r) => keyOf(r) === keyOf(current)) ?? null}
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

const DEFAULTS = {
  acute_samples: 1,
  stable_samples: 3,
  samples_to_alarm: 3,
  samples_to_settle: 3,
  extra_vibration_multiplier: 1.5,
  warm_up_minutes: 0,
  cool_down_minutes: 0,
};

function ZoneForm({
  sensorId,
  zoneKey,
  row,
  measuringSystem,
  canEdit,
  title,
}: {
  sensorId: number;
  zoneKey: ZoneKey;
  row: ZoneRow | null;
  measuringSystem: number;
  canEdit: boolean;
  title: string;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pt = zoneKey.parameter_type;
  const [values, setValues] = useState<ZoneValues>(() => toFormValues(row ?? DEFAULTS, pt, measuringSystem));
  const [errors, setErrors] = useState<Partial<Record<ZoneField, string>>>({});
  const [result, setResult] = useState<Rebaselined | null>(null);
  const save = useMutation(trpc.signals.saveLevelZones.mutationOptions({ meta: { handlesErrors: true } }));
  const create = useMutation(
    trpc.signals.createLevelZones.mutationOptions({ meta: { handlesErrors: true } }),
  );
  const rebaseline = useMutation(
    trpc.signals.rebaselineZones.mutationOptions({ meta: { handlesErrors: true } }),
  );
  const level = levelUnit(pt, measuringSystem);
  const busy = save.isPending || create.isPending || rebaseline.isPending;

  // A saved or re-baselined row comes back through the query: show what the server kept.
  useEffect(() => {
    if (row) setValues(toFormValues(row, pt, measuringSystem));
  }, [row, pt, measuringSystem]);

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.signals.levelZones.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.signals.statistics.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.signals.trend.queryKey() }),
    ]);
  };
  const showErrors = (error: unknown) => {
    const info = apiErrorInfo(error);
    if (info.status === 422 || info.code === "BAD_REQUEST" || info.code === "CONFLICT") {
      const sorted = zoneFieldErrors(info.messages ?? (info.message ? [[info.message]] : []));
      setErrors(sorted.errors);
      if (sorted.rest.length > 0) notifyErrorText(sorted.rest.join(" "));
      return;
    }
    notifyError(error);
  };

  const submit = async () => {
    setErrors({});
    const zone = { ...zoneKey, ...fromFormValues(values, pt, measuringSystem) } as never;
    try {
      if (row) await save.mutateAsync({ sensor_id: sensorId, zones: [zone] });
      else await create.mutateAsync({ sensor_id: sensorId, zones: [zone] });
      notifySuccess(t("signals.zones.saved", { name: title }));
      await refresh();
    } catch (error) {
      showErrors(error);
    }
  };

  const runRebaseline = async () => {
    setErrors({});
    const fields = fromFormValues(values, pt, measuringSystem);
    try {
      const answer = await rebaseline.mutateAsync({
        sensor_id: sensorId,
        ...zoneKey,
        warning_delta: fields.warning_delta as number | null,
        alarm_delta: fields.alarm_delta as number | null,
      });
      setResult(answer as Rebaselined);
      await refresh();
    } catch (error) {
      showErrors(error);
    }
  };

  const updated = result?.updated[0];
  const skipped = result?.skipped[0];
  return (
    <form
      className="flex flex-col gap-4"
      aria-label={t("signals.zones.formLabel", { name: title })}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {row ? null : <p className="text-sm text-muted-foreground">{t("signals.zones.newRow")}</p>}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {ZONE_FIELD_GROUPS.map((group) => (
          <fieldset key={group.key} className="flex flex-col gap-2 rounded-md border p-3">
            <legend className="px-1 text-xs font-medium text-muted-foreground">
              {t(`signals.zones.groups.${group.key}`)}
            </legend>
            {group.fields.map(([field]) => (
              <ZoneInput
                key={field}
                field={field}
                value={values[field]}
                unit={unitOf(field, level.unit, t("signals.zones.minutes"))}
                error={errors[field]}
                disabled={!canEdit || busy}
                onChange={(v) => setValues({ ...values, [field]: v })}
              />
            ))}
          </fieldset>
        ))}
      </div>
      {updated || skipped ? (
        <div
          role="status"
          className="rounded-md border bg-muted/40 p-3 text-sm"
          data-testid="rebaseline-result"
        >
          {updated ? (
            t("signals.zones.rebaselined", {
              baseline: formatValue(
                updated.baseline === null ? null : level.fromBase(updated.baseline),
                level.unit,
              ),
              warning: formatValue(
                updated.warning_zone === null ? null : level.fromBase(updated.warning_zone),
                level.unit,
              ),
              alarm: formatValue(
                updated.alarm_zone === null ? null : level.fromBase(updated.alarm_zone),
                level.unit,
              ),
            })
          ) : (
            <span className="text-status-warning">
              {t("signals.zones.notRebaselined", { reason: skipped?.reason ?? "" })}
            </span>
          )}
        </div>
      ) : null}
      {canEdit ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => void runRebaseline()}
          >
            {rebaseline.isPending ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            ) : (
              <RefreshCwIcon aria-hidden="true" />
            )}
            {t("signals.zones.rebaseline")}
          </Button>
          <Button type="submit" size="sm" disabled={busy}>
            {save.isPending || create.isPending ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            ) : null}
            {t("signals.zones.save")}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
