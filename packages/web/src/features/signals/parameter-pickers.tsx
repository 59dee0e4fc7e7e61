/**
 * Parameters and axes as the signal screens name and pick them: "Velocity RMS · X" in the user's
 * language, the parameter and axis options, and the pair of selects that picks a chart, a zone
 * row or a multi-view graph. Inside a SensorBandsProvider the sensor's spectral bands are
 * parameters too (parameter type 1000 + band id), named and offered by the band's name.
 */
import {
  AXIS_LABELS,
  bandIdOf,
  PARAMETER_TYPES,
  parameterTypeInfo,
  type SpectralBand,
} from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext } from "react";
import { useTranslation } from "react-i18next";
import { LabelledSelect } from "@/components/ui/select-box";
import { useTRPC } from "@/lib/trpc";

const NO_BANDS: readonly SpectralBand[] = [];
const SensorBandsContext = createContext<readonly SpectralBand[]>(NO_BANDS);

/**
 * Makes the bands that apply to `sensorId` (its own and its item type's) known to the parameter
 * names and pickers inside, so its statistics, zones and trends name and chart them. Without
 * bands (still loading, or not readable) the pickers offer the ordinary parameters alone.
 */
export function SensorBandsProvider({ sensorId, children }: { sensorId: number; children: ReactNode }) {
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.analysis.bands.queryOptions({ sensor_id: sensorId }),
    meta: { handlesErrors: true },
  });
  return <SensorBandsContext value={query.data ?? NO_BANDS}>{children}</SensorBandsContext>;
}

/** The spectral bands of the sensor being looked at (SensorBandsProvider); none elsewhere. */
export function useSensorBands(): readonly SpectralBand[] {
  return useContext(SensorBandsContext);
}

export interface ParameterAxis {
  parameter_type: number;
  axis: number;
}

/** One key per parameter and axis ("1:2"), for lists and React keys. */
export const parameterAxisKey = (p: ParameterAxis) => `${p.parameter_type}:${p.axis}`;

/** A parameter's name ("Velocity RMS", its number when unknown) and with its axis ("… · X"). */
export function useParameterNames() {
  const { t } = useTranslation();
  const bands = useSensorBands();
  const parameterName = (parameterType: number): string => {
    const info = parameterTypeInfo(parameterType);
    if (info) return t(`signals.parameters.${info.key}`);
    const bandId = bandIdOf(parameterType);
    if (bandId === null) return String(parameterType);
    return bands.find((b) => b.id === bandId)?.name ?? t("signals.bands.unknown", { id: bandId });
  };
  const parameterLabel = (parameterType: number, axis: number): string =>
    `${parameterName(parameterType)}${axis ? ` · ${AXIS_LABELS[axis]}` : ""}`;
  return { parameterName, parameterLabel };
}

/** Parameter names in the user's language, then the sensor's spectral bands by name. */
export function useParameterOptions() {
  const { t } = useTranslation();
  const bands = useSensorBands();
  return [
    ...PARAMETER_TYPES.map((p) => ({ value: String(p.id), label: t(`signals.parameters.${p.key}`) })),
    ...bands.map((b) => ({ value: String(b.parameter_type), label: b.name })),
  ];
}

export function useAxisOptions() {
  const { t } = useTranslation();
  return Object.entries(AXIS_LABELS).map(([value, label]) => ({
    value,
    label: value === "0" ? t("signals.axisNone") : label,
  }));
}

/** The parameter and axis selects, side by side in a toolbar. */
export function ParameterAxisSelects({
  value,
  onChange,
}: {
  value: ParameterAxis;
  onChange: (value: ParameterAxis) => void;
}) {
  const { t } = useTranslation();
  const parameterOptions = useParameterOptions();
  const axisOptions = useAxisOptions();
  return (
    <>
      <LabelledSelect
        label={t("signals.parameter")}
        value={String(value.parameter_type)}
        options={parameterOptions}
        onChange={(v) => onChange({ ...value, parameter_type: Number(v) })}
      />
      <LabelledSelect
        className="flex min-w-24 flex-col gap-1"
        label={t("signals.axis")}
        value={String(value.axis)}
        options={axisOptions}
        onChange={(v) => onChange({ ...value, axis: Number(v) })}
      />
    </>
  );
}
