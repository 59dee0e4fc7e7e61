/**
 * A capture's time waveform (UI.md "Charts"): time in milliseconds, the (server-decimated) samples
 * as a line, its peak and RMS both drawn (±peak and ±RMS guides) and written out, a readout of the
 * sample under the pointer (mouse, pen or finger), and the analyst's tools: brush to zoom into a
 * stretch of time, two time cursors giving Δt and 1/Δt, and a line per shaft revolution to see
 * whether impacts repeat once a turn. The drawing is waveform-plot.tsx.
 */
import type { WaveformView } from "@plantwise/shared";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChartEmpty, ChartSize, ChartSkeleton } from "./chart-frame";
import { waveformStats } from "./spectrum-math";
import { formatValue, unitConverter } from "./units";
import { WaveformCursors } from "./waveform-cursors";
import type { CursorPair, TimeRange } from "./waveform-math";
import { WaveformPlot } from "./waveform-plot";
import type { WaveformTool } from "./waveform-pointer";
import { WaveformToolbar } from "./waveform-toolbar";

export interface WaveformChartProps {
  view: WaveformView | undefined;
  /**
   * The capture's own RMS (base unit), when known. The server decimates long captures to min/max
   * pairs, whose RMS overstates the signal's, so a decimated waveform shows this one or none.
   */
  captureRms?: number | null | undefined;
  /**
   * The shaft's running speed, Hz, for the revolution marks and the cursors' orders; null when
   * unknown. Left out, the capture's own RPM is used when it has one.
   */
  runningSpeedHz?: number | null | undefined;
  /**
   * Called with the time range zoomed into (ms from the first sample), and null on reset, so the
   * page can fetch that stretch finer; meanwhile the chart magnifies the points it has.
   */
  onRangeChange?: ((range: TimeRange | null) => void) | undefined;
  loading?: boolean;
  measuringSystem: number;
  height?: number;
  width?: number;
}

const NO_CURSORS: CursorPair = [null, null];

/** The zoom and cursors of one capture: another capture starts whole and without cursors. */
interface CaptureTools {
  captureId: number | null;
  zoom: TimeRange | null;
  cursors: CursorPair;
}

export function WaveformChart({
  view,
  captureRms,
  runningSpeedHz,
  onRangeChange,
  loading,
  measuringSystem,
  height = 240,
  width,
}: WaveformChartProps) {
  const { t } = useTranslation();
  const [tool, setTool] = useState<WaveformTool>("zoom");
  const [revolutions, setRevolutions] = useState(false);
  const captureId = view?.capture.id ?? null;
  const [tools, setTools] = useState<CaptureTools>({ captureId, zoom: null, cursors: NO_CURSORS });
  const own = tools.captureId === captureId;
  const zoom = own ? tools.zoom : null;
  const cursors = own ? tools.cursors : NO_CURSORS;
  const setZoom = (next: TimeRange | null) => {
    setTools({ captureId, zoom: next, cursors });
    onRangeChange?.(next);
  };
  const setCursors = (next: CursorPair) => setTools({ captureId, zoom, cursors: next });

  const conv = useMemo(
    () => unitConverter(view?.capture.unit ?? "", measuringSystem),
    [view?.capture.unit, measuringSystem],
  );
  const values = useMemo(() => (view ? view.values.map(conv.convert) : []), [view, conv]);
  const stats = useMemo(() => waveformStats(values), [values]);
  const decimated = view ? view.values.length < view.capture.sample_count : false;
  const rms =
    captureRms !== null && captureRms !== undefined ? conv.convert(captureRms) : decimated ? null : stats.rms;
  const capturedRpm = view?.capture.rpm ?? null;
  const speed =
    runningSpeedHz !== undefined ? runningSpeedHz : capturedRpm === null ? null : capturedRpm / 60;
  const speedHz = speed !== null && speed > 0 ? speed : null;
  if (loading || !view) return <ChartSkeleton height={height} label={t("signals.chart.loading")} />;
  if (values.length === 0) {
    return <ChartEmpty height={height} title={t("signals.waveform.empty")} />;
  }
  const dtMs = view.dt * 1000;
  const durationMs = Math.max(dtMs, (values.length - 1) * dtMs);
  const range: TimeRange = zoom ?? [0, durationMs];
  const hasCursors = cursors[0] !== null || cursors[1] !== null;
  return (
    <div className="flex flex-col gap-2" data-testid="waveform-chart">
      <WaveformToolbar
        tool={tool}
        onTool={setTool}
        runningSpeedHz={speedHz}
        revolutions={revolutions}
        onRevolutions={setRevolutions}
        zoomed={zoom !== null}
        onResetZoom={() => setZoom(null)}
        hasCursors={hasCursors}
        onClearCursors={() => setCursors(NO_CURSORS)}
      />
      <ChartSize width={width} height={height}>
        {(w) => (
          <WaveformPlot
            values={values}
            dtMs={dtMs}
            width={w}
            height={height}
            unit={conv.unit}
            peak={stats.peak}
            rms={rms}
            range={range}
            onZoom={setZoom}
            tool={tool}
            cursors={cursors}
            onCursors={setCursors}
            revolutionsHz={revolutions ? speedHz : null}
          />
        )}
      </ChartSize>
      {tool === "cursors" || hasCursors ? (
        <WaveformCursors
          cursors={cursors}
          onCursors={setCursors}
          runningSpeedHz={speedHz}
          dtMs={dtMs}
          durationMs={durationMs}
          range={range}
        />
      ) : null}
      <p className="text-xs text-muted-foreground" data-testid="waveform-summary">
        {t("signals.waveform.summary", {
          peak: formatValue(stats.peak, conv.unit),
          rms: rms === null ? t("signals.waveform.rmsUnknown") : formatValue(rms, conv.unit),
          duration: formatValue((view.capture.sample_count / view.capture.sample_rate) * 1000, "ms"),
        })}
      </p>
    </div>
  );
}
