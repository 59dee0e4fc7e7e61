/**
 * The marker families of a spectrum, one card each: a switch that shows or hides the family's
 * lines, its colour and dash (so the legend reads without colour too), its name, and its markers
 * with their frequency and the amplitude found near each in this spectrum (on a phone, the lists
 * open from a button so the switches stay near the chart).
 */
import type { MarkerFamily, SpectrumMarker } from "@plantwise/shared";
import { memo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/utils";
import { FAMILY_STYLE, familiesOf } from "./marker-families";
import { formatValue } from "./units";

/** Redrawn only when the markers, the switches or the unit change. */
export const MarkerLegend = memo(function MarkerLegend({
  markers,
  hidden,
  onToggle,
  unit,
  convert,
}: {
  markers: readonly SpectrumMarker[];
  hidden: ReadonlySet<MarkerFamily>;
  onToggle: (family: MarkerFamily, shown: boolean) => void;
  unit: string;
  convert: (value: number) => number;
}) {
  const { t } = useTranslation();
  // On a phone the switches come first and the lists open on demand; wider screens show both.
  const [listOpen, setListOpen] = useState(false);
  const families = familiesOf(markers);
  if (families.length === 0) return null;
  return (
    <section
      aria-label={t("signals.spectrum.markers")}
      className="flex flex-col gap-2 text-xs"
      data-testid="marker-legend"
    >
      <Button
        variant="outline"
        size="sm"
        className="h-7 self-start sm:hidden"
        aria-expanded={listOpen}
        onClick={() => setListOpen((open) => !open)}
      >
        {t("signals.spectrum.markerList")}
      </Button>
      <div
        className={cn("grid gap-2 sm:grid-cols-2 xl:grid-cols-4", listOpen ? "grid-cols-1" : "grid-cols-2")}
      >
        {families.map((family) => {
          const own = markers.filter((m) => m.kind === family).sort((a, b) => a.hz - b.hz);
          const shown = !hidden.has(family);
          return (
            <div key={family} className="rounded-md border p-2" data-testid={`legend-${family}`}>
              {/* biome-ignore lint/a11y/noLabelWithoutControl: the checkbox inside is the control */}
              <label className="flex cursor-pointer items-center gap-2 font-medium">
                <Checkbox checked={shown} onCheckedChange={(checked) => onToggle(family, checked === true)} />
                <FamilySwatch family={family} />
                <span>{t(`signals.spectrum.families.${family}`)}</span>
              </label>
              <table
                className={cn(
                  "mt-1 w-full tabular-nums sm:table",
                  listOpen ? "table" : "hidden",
                  !shown && "opacity-60",
                )}
              >
                <thead className="sr-only">
                  <tr>
                    <th>{t("signals.spectrum.marker")}</th>
                    <th>{t("signals.spectrum.frequency")}</th>
                    <th>{t("signals.spectrum.amplitudeFound")}</th>
                  </tr>
                </thead>
                <tbody>
                  {own.map((m) => (
                    <tr key={`${m.label}-${m.hz}`}>
                      <td className="py-0.5 pr-2">{m.label}</td>
                      <td className="py-0.5 pr-2 text-right">{formatValue(m.hz, "Hz")}</td>
                      <td
                        className="py-0.5 text-right"
                        title={m.found_hz === null ? undefined : formatValue(m.found_hz, "Hz")}
                      >
                        {m.amplitude === null ? "—" : formatValue(convert(m.amplitude), unit)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        })}
      </div>
    </section>
  );
});

/** A short line in the family's colour and dash, as drawn on the chart. */
function FamilySwatch({ family }: { family: MarkerFamily }) {
  const { stroke, dash } = FAMILY_STYLE[family];
  return (
    <svg width={28} height={10} aria-hidden="true" className="shrink-0">
      <line x1={0} x2={28} y1={5} y2={5} stroke={stroke} strokeWidth={2} strokeDasharray={dash} />
    </svg>
  );
}
