/** The toggles every spectrum-like chart shares: frequency in Hz or orders, amplitude linear or log. */
import { useTranslation } from "react-i18next";
import { ToggleGroup } from "./spectrum-toggle-group";

export function FrequencyAxisToggle({
  value,
  canOrders,
  onChange,
}: {
  value: "hz" | "orders";
  /** Orders need a running speed; the button stays visible but disabled without one. */
  canOrders: boolean;
  onChange: (value: "hz" | "orders") => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleGroup
      label={t("signals.spectrum.xAxis")}
      value={value}
      options={[
        { value: "hz", label: t("signals.spectrum.hz") },
        { value: "orders", label: t("signals.spectrum.orders"), disabled: !canOrders },
      ]}
      onChange={(v) => onChange(v as "hz" | "orders")}
    />
  );
}

export function LinearLogToggle({
  value,
  onChange,
}: {
  value: "linear" | "log";
  onChange: (value: "linear" | "log") => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleGroup
      label={t("signals.spectrum.amplitude")}
      value={value}
      options={[
        { value: "linear", label: t("signals.spectrum.linear") },
        { value: "log", label: t("signals.spectrum.log") },
      ]}
      onChange={(v) => onChange(v as "linear" | "log")}
    />
  );
}
