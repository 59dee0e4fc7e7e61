/**
 * Parameters and axes as the signal screens name and pick them: "Velocity RMS · X" in the user's
 * language, the parameter and axis options, and the pair of selects that picks a chart, a zone
 * row or a multi-view graph.
 */
import { AXIS_LABELS, PARAMETER_TYPES, parameterTypeInfo } from "@plantwise/shared";
import { useTranslation } from "react-i18next";
import { LabelledSelect } from "@/components/ui/select-box";

export interface ParameterAxis {
  parameter_type: number;
  axis: number;
}

/** One key per parameter and axis ("1:2"), for lists and React keys. */
export const parameterAxisKey = (p: ParameterAxis) => `${p.parameter_type}:${p.axis}`;

/** A parameter's name ("Velocity RMS", its number when unknown) and with its axis ("… · X"). */
export function useParameterNames() {
  const { t } = useTranslation();
  const parameterName = (parameterType: number): string => {
    const info = parameterTypeInfo(parameterType);
    return info ? t(`signals.parameters.${info.key}`) : String(parameterType);
  };
  const parameterLabel = (parameterType: number, axis: number): string =>
    `${parameterName(parameterType)}${axis ? ` · ${AXIS_LABELS[axis]}` : ""}`;
  return { parameterName, parameterLabel };
}

/** Parameter names in the user's language. */
export function useParameterOptions() {
  const { t } = useTranslation();
  return PARAMETER_TYPES.map((p) => ({ value: String(p.id), label: t(`signals.parameters.${p.key}`) }));
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
