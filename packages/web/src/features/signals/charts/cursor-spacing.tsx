/**
 * The sideband spacing field: the spacing set by clicking a sideband shows here, and typing one
 * (in Hz, or in orders of the running speed when it is known) moves the sidebands.
 */
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { ToggleGroup } from "./spectrum-toggle-group";

type SpacingUnit = "hz" | "orders";

export function SidebandSpacing({
  spacingHz,
  runningSpeedHz,
  onSpacing,
}: {
  spacingHz: number | null;
  runningSpeedHz: number | null;
  onSpacing: (hz: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const ordersAvailable = runningSpeedHz !== null && runningSpeedHz > 0;
  const [unit, setUnit] = useState<SpacingUnit>("hz");
  const perUnit = unit === "orders" && ordersAvailable ? runningSpeedHz : 1;
  const shown = spacingHz === null ? null : spacingHz / perUnit;
  const [text, setText] = useState(shown === null ? "" : String(round(shown)));
  // A spacing set by a click (or a unit switch) replaces the text; one being typed stays as typed.
  useEffect(() => {
    if (shown === null) return;
    setText((typed) =>
      typed !== "" && Math.abs(Number(typed) - shown) <= 1e-9 * Math.max(1, shown)
        ? typed
        : String(round(shown)),
    );
  }, [shown]);
  return (
    <div className="inline-flex flex-wrap items-center gap-1">
      <label htmlFor={id} className="text-muted-foreground">
        {t("signals.spectrum.spacing")}
      </label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={text}
        className="h-7 w-20 px-2 text-xs"
        onChange={(event) => {
          setText(event.target.value);
          const value = Number(event.target.value);
          if (event.target.value !== "" && value > 0 && Number.isFinite(value)) onSpacing(value * perUnit);
        }}
      />
      <ToggleGroup
        label={t("signals.spectrum.spacingUnit")}
        showLabel={false}
        value={unit}
        options={[
          { value: "hz", label: t("signals.spectrum.hz") },
          { value: "orders", label: t("signals.spectrum.orders"), disabled: !ordersAvailable },
        ]}
        onChange={(v) => setUnit(v as SpacingUnit)}
      />
    </div>
  );
}

/** Four significant decimals: enough for a spacing, short enough to read. */
function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
