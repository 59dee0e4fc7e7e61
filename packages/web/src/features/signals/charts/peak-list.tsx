import type { SpectrumView } from "@plantwise/shared";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { orderOf } from "./spectrum-math";
import { formatValue } from "./units";

/** "1.23×" of a frequency's order, or "—" when the running speed is unknown. */
export function orderText(order: number | null): string {
  return order === null ? "—" : `${order.toFixed(2)}×`;
}

/** The spectrum's top peaks: frequency, amplitude, order, and a button marking its harmonics. */
export const PeakList = memo(function PeakList({
  peaks,
  unit,
  convert,
  running,
  onHarmonics,
}: {
  peaks: SpectrumView["peaks"];
  unit: string;
  convert: (v: number) => number;
  running: number | null;
  onHarmonics: (hz: number) => void;
}) {
  const { t } = useTranslation();
  if (peaks.length === 0) return null;
  return (
    <table className="w-full text-xs" data-testid="top-peaks">
      <caption className="pb-1 text-left font-medium">{t("signals.spectrum.topPeaks")}</caption>
      <thead>
        <tr className="border-b text-muted-foreground">
          <th className="py-1 text-right font-medium">{t("signals.spectrum.frequency")}</th>
          <th className="py-1 text-right font-medium">{t("signals.spectrum.amplitude")}</th>
          <th className="py-1 text-right font-medium">{t("signals.spectrum.order")}</th>
          <th className="py-1" />
        </tr>
      </thead>
      <tbody>
        {peaks.map((p) => (
          <tr key={p.hz} className="border-b last:border-0">
            <td className="py-1 text-right tabular-nums">{formatValue(p.hz, "Hz")}</td>
            <td className="py-1 text-right tabular-nums">{formatValue(convert(p.amplitude), unit)}</td>
            <td className="py-1 text-right tabular-nums">{orderText(orderOf(p.hz, running))}</td>
            <td className="py-1 text-right">
              <Button variant="ghost" size="sm" onClick={() => onHarmonics(p.hz)}>
                {t("signals.spectrum.showHarmonics")}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
