/**
 * A capture's spectrum as an analyst works it (UI.md "Charts"): Hz or orders, linear / log / dB
 * amplitude, opening on the band of interest (drag to zoom, the range button for 0…Fmax), the
 * marker families switched on and off from their legend, the highest peaks labelled, cursors
 * (harmonic, sideband, delta) placed by click and stepped from peak to peak with ←/→ (Esc clears),
 * notes pinned to their frequency, and the top peaks listed. `onScreenState` reports what is on
 * screen so a PDF can show the same. The plot itself is spectrum-plot.tsx.
 */
import type { MarkerFamily, SpectrumView } from "@plantwise/shared";
import { type KeyboardEvent, useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChartEmpty, ChartSize, ChartSkeleton } from "./chart-frame";
import { CursorBar } from "./cursor-bar";
import { createHoverStore } from "./cursor-hover";
import { activeHz, cursorReducer, drawnCursors, NO_CURSORS, stepToPeak } from "./cursor-state";
import { familiesOf } from "./marker-families";
import { MarkerLegend } from "./marker-legend";
import { PeakList } from "./peak-list";
import { amplitudeNear, peakFloor, topPeaks } from "./spectrum-math";
import { SpectrumPlot, type XMode } from "./spectrum-plot";
import { fullBand, openingBand, panTo } from "./spectrum-range";
import type { YScale } from "./spectrum-scale";
import { type SpectrumScreenState, sameScreenState } from "./spectrum-state";
import { SpectrumToolbar } from "./spectrum-toolbar";
import { unitConverter } from "./units";

export interface SpectrumChartProps {
  view: SpectrumView | undefined;
  loading?: boolean;
  measuringSystem: number;
  height?: number;
  width?: number;
  /** How many of the highest peaks on screen carry a label (fewer on a narrow plot). */
  peakLabelCount?: number;
  /** Called with what the chart shows whenever that changes. */
  onScreenState?: (state: SpectrumScreenState) => void;
}

export function SpectrumChart({
  view,
  loading,
  measuringSystem,
  height = 300,
  width,
  peakLabelCount = 5,
  onScreenState,
}: SpectrumChartProps) {
  const { t } = useTranslation();
  const [xMode, setXMode] = useState<XMode>("hz");
  const [yScale, setYScale] = useState<YScale>("linear");
  const [dbReference, setDbReference] = useState(1);
  const [hidden, setHidden] = useState<ReadonlySet<MarkerFamily>>(() => new Set());
  const [cursors, dispatch] = useReducer(cursorReducer, NO_CURSORS);
  const [hover] = useState(createHoverStore);
  // The band zoomed into (null: 0…Fmax); a new spectrum opens at its own opening band.
  const [zoom, setZoom] = useState<[number, number] | null>(() => (view ? openingBand(view) : null));
  const viewKey = view ? `${view.capture.id}-${view.kind}` : "";
  const [zoomedKey, setZoomedKey] = useState(viewKey);
  if (zoomedKey !== viewKey) {
    setZoomedKey(viewKey);
    setZoom(view ? openingBand(view) : null);
  }
  const focusRef = useRef<HTMLDivElement>(null);
  const conv = useMemo(() => unitConverter(view?.unit ?? "", measuringSystem), [view?.unit, measuringSystem]);
  const amplitudes = useMemo(() => (view?.amplitudes ?? []).map(conv.convert), [view?.amplitudes, conv]);
  const floor = useMemo(() => peakFloor(amplitudes), [amplitudes]);
  // Stable between cursor moves, so the legend, the marker lines and the peak list are not redrawn.
  const shownMarkers = useMemo(
    () => (view?.markers ?? []).filter((m) => !hidden.has(m.kind)),
    [view?.markers, hidden],
  );
  const listedPeaks = useMemo(() => topPeaks(view?.peaks ?? [], 5), [view?.peaks]);
  const toggleFamily = useCallback(
    (family: MarkerFamily, shown: boolean) =>
      setHidden((before) => {
        const next = new Set(before);
        if (shown) next.delete(family);
        else next.add(family);
        return next;
      }),
    [],
  );
  const showHarmonics = useCallback((hz: number) => dispatch({ type: "harmonics", hz }), []);

  const running = view?.running_speed_hz ?? null;
  const ordersAvailable = running !== null && running > 0;
  const mode: XMode = ordersAvailable ? xMode : "hz";
  const fmax = view ? fullBand(view)[1] : 0;
  const range: [number, number] = zoom ?? [0, fmax];
  const lines = drawnCursors(cursors, fmax, t("signals.spectrum.carrierShort"));
  const amplitudeAt = (hz: number) => (view ? amplitudeNear(amplitudes, view.df, hz) : 0);
  const families = view ? familiesOf(view.markers).filter((f) => !hidden.has(f)) : [];
  const screen: SpectrumScreenState | null = view
    ? {
        x_mode: mode,
        y_scale: yScale,
        db_reference: dbReference,
        range_hz: range,
        families,
        cursors: lines.map((l) => ({ label: l.label, hz: l.hz, amplitude: amplitudeAt(l.hz) })),
      }
    : null;
  const reported = useRef<SpectrumScreenState | null>(null);
  useEffect(() => {
    if (!screen || !onScreenState || sameScreenState(reported.current, screen)) return;
    reported.current = screen;
    onScreenState(screen);
  });

  if (loading || !view) return <ChartSkeleton height={height} label={t("signals.chart.loading")} />;
  if (view.amplitudes.length === 0) {
    return (
      <ChartEmpty
        height={height}
        title={t("signals.spectrum.empty")}
        body={t("signals.spectrum.emptyBody")}
      />
    );
  }

  /** Next or previous peak for the active cursor; the view follows a cursor leaving it. */
  const step = (direction: 1 | -1) => {
    const action = stepToPeak(cursors, amplitudes, view.df, direction, floor, hover.get()?.hz ?? range[0]);
    if (!action) return;
    dispatch(action);
    const next = panTo(zoom, action.hz, fmax);
    if (next !== zoom) setZoom(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      step(event.key === "ArrowRight" ? 1 : -1);
    } else if (event.key === "Escape") {
      dispatch({ type: "clear" });
    }
  };

  return (
    <div className="flex flex-col gap-2" data-testid="spectrum-chart">
      <SpectrumToolbar
        view={view}
        unit={conv.unit}
        fmax={fmax}
        mode={mode}
        onMode={setXMode}
        yScale={yScale}
        onYScale={setYScale}
        dbReference={dbReference}
        onDbReference={setDbReference}
        cursorMode={cursors.mode}
        onCursorMode={(m) => dispatch({ type: "mode", mode: m })}
        zoom={zoom}
        opening={openingBand(view)}
        onZoom={setZoom}
      />
      <div
        ref={focusRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart takes ← → (peak to peak)
        tabIndex={0}
        role="application"
        aria-label={t("signals.spectrum.keys")}
        aria-keyshortcuts="ArrowLeft ArrowRight Escape"
        onKeyDown={onKeyDown}
        className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        data-testid="spectrum-keys"
      >
        <ChartSize width={width} height={height}>
          {(w) => (
            <SpectrumPlot
              view={view}
              width={w}
              height={height}
              mode={mode}
              yScale={yScale}
              dbReference={dbReference}
              unit={conv.unit}
              amplitudes={amplitudes}
              peakFloor={floor}
              range={range}
              markers={shownMarkers}
              cursors={lines}
              activeHz={activeHz(cursors)}
              peakLabelCount={peakLabelCount}
              hover={hover}
              onPick={(hz) => {
                dispatch({ type: "place", hz });
                focusRef.current?.focus({ preventScroll: true });
              }}
              onZoom={setZoom}
            />
          )}
        </ChartSize>
      </div>
      <CursorBar
        state={cursors}
        dispatch={dispatch}
        amplitudeAt={amplitudeAt}
        runningSpeedHz={running}
        unit={conv.unit}
        onStep={step}
        hover={hover}
      />
      <MarkerLegend
        markers={view.markers}
        hidden={hidden}
        onToggle={toggleFamily}
        unit={conv.unit}
        convert={conv.convert}
      />
      <PeakList
        peaks={listedPeaks}
        unit={conv.unit}
        convert={conv.convert}
        running={running}
        onHarmonics={showHarmonics}
      />
    </div>
  );
}
