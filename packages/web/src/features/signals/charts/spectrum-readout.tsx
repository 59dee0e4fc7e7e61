/**
 * What follows the pointer or a finger over a spectrum: the dashed line at the line under it, and
 * the readout of that line: frequency, amplitude (and its dB on a dB axis), order, and the markers
 * drawn there, so a marker whose label had no room is still named. Both read the hover store, so
 * moving the pointer redraws only them.
 */
import type { SpectrumMarker } from "@plantwise/shared";
import { useTranslation } from "react-i18next";
import { CursorLine as PointerLine, Readout } from "./chart-overlays";
import { type HoverStore, useHover } from "./cursor-hover";
import { orderText } from "./peak-list";
import { binOf, orderOf } from "./spectrum-math";
import { DB, toDb, type YScale } from "./spectrum-scale";
import { formatValue } from "./units";

function SpectrumReadout({
  hz,
  amplitude,
  unit,
  yScale,
  dbReference,
  runningSpeedHz,
  markers,
}: {
  hz: number;
  /** In the displayed unit. */
  amplitude: number;
  unit: string;
  yScale: YScale;
  dbReference: number;
  runningSpeedHz: number | null;
  /** Markers within a few pixels of the pointer. */
  markers: readonly SpectrumMarker[];
}) {
  const { t } = useTranslation();
  const db = toDb(amplitude, dbReference);
  return (
    <Readout className="right-4" testId="spectrum-readout">
      <p className="tabular-nums">
        {t("signals.spectrum.frequency")}: {formatValue(hz, "Hz")}
      </p>
      <p className="tabular-nums">
        {t("signals.spectrum.amplitude")}: {formatValue(amplitude, unit)}
        {yScale === "db" && Number.isFinite(db) ? ` (${formatValue(db, DB)})` : null}
      </p>
      <p className="tabular-nums">
        {t("signals.spectrum.order")}: {orderText(orderOf(hz, runningSpeedHz))}
      </p>
      {markers.length > 0 ? (
        <p data-testid="readout-markers">
          {markers.map((m) => `${m.label} ${formatValue(m.hz, "Hz")}`).join(" · ")}
        </p>
      ) : null}
    </Readout>
  );
}

/** The dashed line at the bin under the pointer. */
export function HoverLine({
  store,
  df,
  lines,
  xOf,
  height,
}: {
  store: HoverStore;
  df: number;
  lines: number;
  xOf: (hz: number) => number;
  height: number;
}) {
  const hover = useHover(store);
  if (hover === null) return null;
  return <PointerLine x={xOf(binOf(hover.hz, df, lines) * df)} height={height} dash="2 3" />;
}

/** The readout of the bin under the pointer, and the markers drawn there. */
export function HoverReadout({
  store,
  amplitudes,
  df,
  markersNear,
  ...readout
}: {
  store: HoverStore;
  amplitudes: readonly number[];
  df: number;
  unit: string;
  yScale: YScale;
  dbReference: number;
  runningSpeedHz: number | null;
  markersNear: (hz: number) => SpectrumMarker[];
}) {
  const hover = useHover(store);
  if (hover === null) return null;
  const bin = binOf(hover.hz, df, amplitudes.length);
  return (
    <SpectrumReadout
      {...readout}
      hz={bin * df}
      amplitude={amplitudes[bin] ?? 0}
      markers={markersNear(bin * df)}
    />
  );
}
