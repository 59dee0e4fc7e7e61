/**
 * One field of the level-zone form: its label, a decimal box, its unit (the parameter's unit in the
 * user's measuring system, %, ×, minutes) and the server's message for it, tied by aria-describedby.
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
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
    <div className="flex flex-col gap-1">
      <Label htmlFor={id} className="text-xs">
        {t(`signals.zones.fields.${field}`)}
      </Label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          inputMode="decimal"
          className="h-8 text-right tabular-nums"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {unit ? <span className="w-10 shrink-0 text-xs text-muted-foreground">{unit}</span> : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
