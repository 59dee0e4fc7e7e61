/**
 * One parameter/axis's zones and threshold settings, saved with signals.saveLevelZones (an existing
 * row) or signals.createLevelZones (a parameter/axis without zones yet), and "Re-baseline"
 * (signals.rebaselineZones), which measures a new baseline and, from the deltas, new zones — shown
 * right after. The values are checked with the API's zone rules before they are sent; the server's
 * 422 messages (an alarm zone not above the warning zone, say) land on the fields they name.
 */
import type { RouterOutputs } from "@plantwise/api/router";
import { LEVEL_ZONE_DEFAULTS } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RefreshCwIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { issueMessage } from "@/components/form/localized-resolver";
import { PendingButton } from "@/components/ui/pending-button";
import { PlainForm } from "@/components/ui/plain-form";
import { apiErrorInfo } from "@/lib/api-error";
import { notifyError, notifyErrorText, notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { formatValue } from "./charts/units";
import type { ParameterAxis } from "./parameter-pickers";
import {
  checkZoneValues,
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

export function ZoneForm({
  sensorId,
  zoneKey,
  row,
  measuringSystem,
  canEdit,
  title,
}: {
  sensorId: number;
  zoneKey: ParameterAxis;
  row: ZoneRow | null;
  measuringSystem: number;
  canEdit: boolean;
  title: string;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pt = zoneKey.parameter_type;
  const [values, setValues] = useState<ZoneValues>(() =>
    toFormValues(row ?? LEVEL_ZONE_DEFAULTS, pt, measuringSystem),
  );
  const [errors, setErrors] = useState<Partial<Record<ZoneField, string>>>({});
  const [result, setResult] = useState<Rebaselined | null>(null);
  const meta = { handlesErrors: true };
  const save = useMutation(trpc.signals.saveLevelZones.mutationOptions({ meta }));
  const create = useMutation(trpc.signals.createLevelZones.mutationOptions({ meta }));
  const rebaseline = useMutation(trpc.signals.rebaselineZones.mutationOptions({ meta }));
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
  /** Runs a save or a re-baseline; its 422 (or 400/409) goes to the fields, anything else to a toast. */
  const run = async (action: () => Promise<void>) => {
    setErrors({});
    try {
      await action();
      await refresh();
    } catch (error) {
      const info = apiErrorInfo(error);
      if (info.status === 422 || info.code === "BAD_REQUEST" || info.code === "CONFLICT") {
        const sorted = zoneFieldErrors(info.messages ?? (info.message ? [[info.message]] : []));
        setErrors(sorted.errors);
        if (sorted.rest.length > 0) notifyErrorText(sorted.rest.join(" "));
        return;
      }
      notifyError(error);
    }
  };

  /** The checked fields (`only` some), or null once the broken rules are on their fields. */
  const checked = (only?: readonly ZoneField[]) => {
    const check = checkZoneValues(values, pt, measuringSystem, only);
    if (check.ok) return check.fields;
    setErrors(
      Object.fromEntries(
        check.issues.map(({ field, issue }) => [field, issueMessage(issue, values[field], t)]),
      ),
    );
    return null;
  };

  const submit = () => {
    const fields = checked();
    if (!fields) return;
    return run(async () => {
      const zone = { ...zoneKey, ...fields };
      if (row) await save.mutateAsync({ sensor_id: sensorId, zones: [zone] });
      else await create.mutateAsync({ sensor_id: sensorId, zones: [zone] });
      notifySuccess(t("signals.zones.saved", { name: title }));
    });
  };

  const runRebaseline = () => {
    const fields = checked(["warning_delta", "alarm_delta"]);
    if (!fields) return;
    return run(async () => {
      const answer = await rebaseline.mutateAsync({
        sensor_id: sensorId,
        ...zoneKey,
        warning_delta: fields.warning_delta,
        alarm_delta: fields.alarm_delta,
      });
      setResult(answer as Rebaselined);
    });
  };

  return (
    <PlainForm
      className="flex flex-col gap-4"
      aria-label={t("signals.zones.formLabel", { name: title })}
      onSubmit={submit}
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
      <RebaselineResult result={result} level={level} />
      {canEdit ? (
        <div className="flex flex-wrap justify-end gap-2">
          <PendingButton
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => void runRebaseline()}
            pending={rebaseline.isPending}
            icon={<RefreshCwIcon aria-hidden="true" />}
          >
            {t("signals.zones.rebaseline")}
          </PendingButton>
          <PendingButton type="submit" size="sm" disabled={busy} pending={save.isPending || create.isPending}>
            {t("signals.zones.save")}
          </PendingButton>
        </div>
      ) : null}
    </PlainForm>
  );
}

/** What a re-baseline measured (the new baseline and zones), or why it could not. */
function RebaselineResult({
  result,
  level,
}: {
  result: Rebaselined | null;
  level: { unit: string; fromBase: (v: number) => number };
}) {
  const { t } = useTranslation();
  const updated = result?.updated[0];
  const skipped = result?.skipped[0];
  if (!updated && !skipped) return null;
  const shown = (v: number | null) => formatValue(v === null ? null : level.fromBase(v), level.unit);
  return (
    <div role="status" className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="rebaseline-result">
      {updated ? (
        t("signals.zones.rebaselined", {
          baseline: shown(updated.baseline),
          warning: shown(updated.warning_zone),
          alarm: shown(updated.alarm_zone),
        })
      ) : (
        <span className="text-status-warning">
          {t("signals.zones.notRebaselined", { reason: skipped?.reason ?? "" })}
        </span>
      )}
    </div>
  );
}
