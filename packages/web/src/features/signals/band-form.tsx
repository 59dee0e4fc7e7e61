/**
 * A spectral band's form: its name, how its edges are given — orders of running speed, Hz, or a
 * fault frequency ± a tolerance — the spectrum its energy is read from, zones that seed its
 * trends' level zones (in the user's unit), and whether it is computed. Checked with the API's own
 * schema (band-form-schema.ts); the server's field messages land on their fields (EntityForm).
 */
import {
  BandBasis,
  BandSpectrum,
  FAULT_FREQUENCY_KEYS,
  type SpectralBand,
  type updateBandInput,
} from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { CheckboxWithHelp } from "@/components/form/checkbox-field";
import { EntityForm } from "@/components/form/entity-form";
import { NumberField } from "@/components/form/number-field";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { useTRPC } from "@/lib/trpc";
import {
  BAND_RULES,
  type BandPayload,
  type BandRule,
  type BandTarget,
  bandFormDefaults,
  bandFormSchema,
  bandZoneUnit,
} from "./band-form-schema";
import { useBandLabels } from "./band-labels";

/** The rule keys of signals.bands.rules, by the shared schema's "field: message". */
const RULE_KEYS: Record<BandRule, string> = {
  "low: is required": "lowRequired",
  "high: is required": "highRequired",
  "high: must be above the low edge": "highAboveLow",
  "fault: is required": "faultRequired",
  "tolerance_percent: is required": "toleranceRequired",
  "alarm_zone: must be above the warning zone": "alarmAboveWarning",
};

export function BandForm({
  owner,
  band,
  measuringSystem,
  onDone,
}: {
  /** Who a new band is for; ignored when `band` is given. */
  owner: { sensor_id: number } | { equipment_type_id: number };
  band: SpectralBand | null;
  measuringSystem: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.analysis.createBand.mutationOptions({ meta: { handlesErrors: true } }));
  const update = useMutation(trpc.analysis.updateBand.mutationOptions({ meta: { handlesErrors: true } }));
  const target: BandTarget = band ? { id: band.id } : owner;
  const targetKey = JSON.stringify(target);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the target changes, not its object
  const schema = useMemo(
    () =>
      bandFormSchema(
        target,
        measuringSystem,
        Object.fromEntries(BAND_RULES.map((rule) => [rule, t(`signals.bands.rules.${RULE_KEYS[rule]}`)])),
      ),
    [targetKey, measuringSystem, t],
  );
  return (
    <EntityForm
      schema={schema}
      id={band?.id}
      itemLabel={t("signals.bands.item")}
      defaultValues={bandFormDefaults(band, measuringSystem)}
      onSubmit={async (values: BandPayload) => {
        const saved = band
          ? await update.mutateAsync(values as z.output<typeof updateBandInput>)
          : await create.mutateAsync(values as Parameters<typeof create.mutateAsync>[0]);
        await queryClient.invalidateQueries({ queryKey: trpc.analysis.bands.pathKey() });
        return saved;
      }}
      onSaved={onDone}
    >
      <TextField
        name="name"
        label={t("signals.bands.fields.name")}
        placeholder={t("signals.bands.fields.namePlaceholder")}
        required
        autoComplete="off"
      />
      <BandFields measuringSystem={measuringSystem} />
      <CheckboxWithHelp
        name="is_active"
        label={t("signals.bands.fields.active")}
        help={t("signals.bands.fields.activeHelp")}
      />
    </EntityForm>
  );
}

/** The edges of the chosen basis, the spectrum and the zones in the chosen spectrum's unit. */
function BandFields({ measuringSystem }: { measuringSystem: number }) {
  const { t } = useTranslation();
  const labels = useBandLabels(measuringSystem);
  const basis = Number(useWatch({ name: "basis" }));
  const spectrum = Number(useWatch({ name: "spectrum" }));
  const zoneUnit = bandZoneUnit(spectrum, measuringSystem).unit;
  const edgeUnit = basis === BandBasis.HZ ? "Hz" : "×";
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="basis"
          label={t("signals.bands.fields.basis")}
          required
          options={Object.values(BandBasis).map((b) => ({ value: String(b), label: labels.basisName(b) }))}
        />
        <SelectField
          name="spectrum"
          label={t("signals.bands.fields.spectrum")}
          required
          options={Object.values(BandSpectrum).map((s) => ({
            value: String(s),
            label: labels.spectrumName(s),
          }))}
        />
      </div>
      {basis === BandBasis.FAULT ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="fault"
            label={t("signals.bands.fields.fault")}
            required
            options={FAULT_FREQUENCY_KEYS.map((key) => ({ value: key, label: labels.faultName(key) }))}
          />
          <NumberField
            name="tolerance_percent"
            label={t("signals.bands.fields.tolerance")}
            unit="%"
            step="any"
            required
            autoComplete="off"
          />
          <p className="text-xs text-muted-foreground sm:col-span-2">{t("signals.bands.fields.faultHelp")}</p>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            name="low"
            label={t("signals.bands.fields.low")}
            unit={edgeUnit}
            step="any"
            required
            autoComplete="off"
          />
          <NumberField
            name="high"
            label={t("signals.bands.fields.high")}
            unit={edgeUnit}
            step="any"
            required
            autoComplete="off"
          />
          <p className="text-xs text-muted-foreground sm:col-span-2">
            {t(basis === BandBasis.HZ ? "signals.bands.fields.hzHelp" : "signals.bands.fields.ordersHelp")}
          </p>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          name="warning_zone"
          label={t("signals.bands.fields.warningZone")}
          unit={zoneUnit}
          step="any"
          autoComplete="off"
        />
        <NumberField
          name="alarm_zone"
          label={t("signals.bands.fields.alarmZone")}
          unit={zoneUnit}
          step="any"
          autoComplete="off"
        />
        <p className="text-xs text-muted-foreground sm:col-span-2">{t("signals.bands.fields.zonesHelp")}</p>
      </div>
    </>
  );
}
