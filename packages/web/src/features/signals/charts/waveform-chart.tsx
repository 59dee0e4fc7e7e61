/**
 * A capture's time waveform (UI.md "Charts"): time in milliseconds, the (server-decimated) samples
 * as a line, its peak and RMS both drawn (±peak and ±RMS guides) and written out, and a readout of
 * the sample under the pointer (mouse, pen or finger).
 */
import type { WaveformView } from "@plantwise/shared";
import { localPoint } from "@visx/event";
import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { type PointerEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ValueAxis, ValueGrid, XAxis } from "./chart-axes";
import { ChartEmpty, ChartSize, ChartSkeleton, LABELLED_MARGIN, plotSize } from "./chart-frame";
import { CursorLine, leavesReadout, Readout, touchReadout } from "./chart-overlays";
import { waveformStats } from "./spectrum-math";
import { formatValue, unitConverter } from "./units";

export interface WaveformChartProps {
  view: WaveformView | undefined;
  /**
   * The capture's own RMS (base unit), when known. The server decimates long captures to min/max
   * pairs, whose RMS overstates the signal's, so a decimated waveform shows this one or none.
   */
  captureRms?: number | null | undefined;
  loading?: boolean;
  measuringSystem: number;
  height?: number;
  width?: number;
}

export function WaveformChart({
  view,
  captureRms,
  loading,
  measuringSystem,
  height = 240,
  width,
}: WaveformChartProps) {
  const { t } = useTranslation();
  const conv = useMemo(
    () => unitConverter(view?.capture.unit ?? "", measuringSystem),
    [view?.capture.unit, measuringSystem],
  );
  const values = useMemo(() => (view ? view.values.map(conv.convert) : []), [view, conv]);
  const stats = useMemo(() => waveformStats(values), [values]);
  const decimated = view ? view.values.length < view.capture.sample_count : false;
  const rms =
    captureRms !== null && captureRms !== undefined ? conv.convert(captureRms) : decimated ? null : stats.rms;
  if (loading || !view) return <ChartSkeleton height={height} label={t("signals.chart.loading")} />;
  if (values.length === 0) {
    return <ChartEmpty height={height} title={t("signals.waveform.empty")} />;
  }
  return (
    <div className="flex flex-col gap-1" data-testid="waveform-chart">
      <ChartSize width={width} height={height}>
        {(w) => (
          <WaveformPlot
            values={values}
            dtMs={view.dt * 1000}
            width={w}
            height={height}
            unit={conv.unit}
            peak={stats.peak}
            rms={rms}
          />
        )}
      </ChartSize>
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

function WaveformPlot({
  values,
  dtMs,
  width,
  height,
  unit,
  peak,
  rms,
}: {
  values: number[];
  dtMs: number;
  width: number;
  height: number;
  unit: string;
  peak: number;
  rms: number | null;
}) {
  const { t } = useTranslation();
  const [hover, setHover] = useState<number | null>(null);
  const m = LABELLED_MARGIN;
  const { innerW, innerH } = plotSize(width, height, m);
  const x = scaleLinear<number>({
    domain: [0, Math.max(dtMs, (values.length - 1) * dtMs)],
    range: [0, innerW],
  });
  const bound = peak > 0 ? peak * 1.1 : 1;
  const y = scaleLinear<number>({ domain: [-bound, bound], range: [innerH, 0], nice: true });
  const guides = [
    { v: peak, dash: "6 3", label: t("signals.waveform.peak") },
    { v: -peak, dash: "6 3", label: null },
    ...(rms === null
      ? []
      : [
          { v: rms, dash: "2 3", label: t("signals.waveform.rms") },
          { v: -rms, dash: "2 3", label: null },
        ]),
  ];
  const onMove = (event: PointerEvent<Element>) => {
    const point = localPoint(event);
    if (!point) return;
    const i = Math.round(x.invert(point.x - m.left) / dtMs);
    setHover(Math.min(values.length - 1, Math.max(0, i)));
  };
  const hovered = hover === null ? undefined : values[hover];
  return (
    <>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={t("signals.waveform.label")}
        {...touchReadout(onMove)}
      >
        <Group left={m.left} top={m.top}>
          <ValueGrid scale={y} width={innerW} />
          <LinePath<number>
            data={values}
            x={(_, i) => x(i * dtMs)}
            y={(v) => y(v)}
            stroke="var(--primary)"
            strokeWidth={1}
          />
          {guides.map((g) => (
            <g key={`${g.dash}-${g.v}`}>
              <line
                x1={0}
                x2={innerW}
                y1={y(g.v)}
                y2={y(g.v)}
                stroke="var(--status-warning)"
                strokeDasharray={g.dash}
              />
              {g.label ? (
                <text x={innerW - 4} y={y(g.v) - 3} fontSize={10} textAnchor="end" fill="var(--foreground)">
                  {g.label}
                </text>
              ) : null}
            </g>
          ))}
          {hover !== null ? <CursorLine x={x(hover * dtMs)} height={innerH} dash="3 3" /> : null}
          <ValueAxis scale={y} label={unit} />
          <XAxis
            top={innerH}
            scale={x}
            numTicks={Math.max(2, Math.floor(innerW / 80))}
            label={t("signals.waveform.timeAxis")}
          />
          <rect
            width={innerW}
            height={innerH}
            fill="transparent"
            data-testid="waveform-plot"
            onPointerMove={(event) => {
              if (event.pointerType !== "touch") onMove(event);
            }}
            onPointerLeave={(event) => {
              if (leavesReadout(event)) setHover(null);
            }}
          />
        </Group>
      </svg>
      {hover !== null && hovered !== undefined ? (
        <Readout className="right-4" testId="waveform-readout">
          <p className="tabular-nums">{formatValue(hover * dtMs, "ms")}</p>
          <p className="tabular-nums">{formatValue(hovered, unit)}</p>
        </Readout>
      ) : null}
    </>
  );
}
