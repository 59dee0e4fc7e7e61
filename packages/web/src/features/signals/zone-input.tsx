/**
 * One field of the level-zone form: its label, a decimal box, its unit (the parameter's unit in the
 * user's measuring system, %, ×, minutes) and the server's message for it, tied by aria-describedby.
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { InputField } from "@/components/ui/input-field";
import { type ZoneField, zoneFieldKind } from "./zone-fields";

export function unitOf(field: ZoneField, levelUnitText: string, minutes: string): string {
  const kind = zoneFieldKind(field);
  if (kind === "level") return levelUnitText;
  if (kind === "percent" || kind === "delta") return "%";
  if (kind === "multiplier") return "×";
  if (kind === "minutes") return minutes;
  return "";
}

export function ZoneInput({
  field,
  value,
  unit,
  error,
  disabled,
  onChange,
}: {
  field: ZoneField;
  value: string;
  unit: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <InputField
      id={id}
      dense
      label={t(`signals.zones.fields.${field}`)}
      inputMode="decimal"
      inputClassName="h-8 text-right tabular-nums"
      value={value}
      disabled={disabled}
      error={error}
      unit={unit || undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
