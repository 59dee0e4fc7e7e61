/**
 * The drawing of a time waveform: the samples of the time range shown, the ±peak and ±RMS guides,
 * the shaft-revolution marks and time cursors, the brush being dragged, the pointer's cursor line
 * and readout, and the axes (time in ms). The amplitude axis stays that of the whole capture when
 * zooming, so a zoomed stretch reads against the same peak.
 */
import { localPoint } from "@visx/event";
import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ValueAxis, ValueGrid, XAxis } from "./chart-axes";
import { LABELLED_MARGIN, plotSize } from "./chart-frame";
import { CursorLine, Readout, touchReadout } from "./chart-overlays";
import { formatValue } from "./units";
import { CursorLines, RevolutionLines } from "./waveform-marks";
import { type CursorPair, nearestSample, type TimeRange, visibleSamples } from "./waveform-math";
import { useWaveformPointer, type WaveformTool } from "./waveform-pointer";

export interface WaveformPlotProps {
  values: number[];
  dtMs: number;
  width: number;
  height: number;
  unit: string;
  peak: number;
  rms: number | null;
  /** The time range shown, ms. */
  range: TimeRange;
  onZoom: (range: TimeRange) => void;
  tool: WaveformTool;
  cursors: CursorPair;
  onCursors: (cursors: CursorPair) => void;
  /** Draw a line per shaft revolution at this running speed (Hz); null draws none. */
  revolutionsHz: number | null;
}

export function WaveformPlot(props: WaveformPlotProps) {
  const { values, dtMs, width, height, unit, peak, rms, range, tool, cursors, revolutionsHz } = props;
  const { t } = useTranslation();
  const clipId = useId();
  const [hover, setHover] = useState<number | null>(null);
  const m = LABELLED_MARGIN;
  const { innerW, innerH } = plotSize(width, height, m);
  const x = scaleLinear<number>({ domain: range, range: [0, innerW] });
  const bound = peak > 0 ? peak * 1.1 : 1;
  const y = scaleLinear<number>({ domain: [-bound, bound], range: [innerH, 0], nice: true });
  const [first, last] = visibleSamples(range, dtMs, values.length);
  const shown = values.slice(first, last + 1);
  const pointAt = (ms: number) => nearestSample(ms, dtMs, values.length);
  const msPerPx = (range[1] - range[0]) / innerW;
  const pointer = useWaveformPointer({
    tool,
    left: m.left,
    width: innerW,
    msAt: (px) => x.invert(px),
    pxAt: (ms) => x(ms),
    snap: (ms) => pointAt(ms) * dtMs,
    range,
    // A zoom keeps at least a few points and a few pixels of the range it came from.
    minZoomMs: Math.max(2 * dtMs, 4 * msPerPx),
    onZoom: props.onZoom,
    cursors,
    onCursors: props.onCursors,
    onHover: (ms) => setHover(ms === null ? null : pointAt(ms)),
  });
  const readUnderFinger = (event: Parameters<typeof localPoint>[0]) => {
    const point = localPoint(event);
    if (point) setHover(pointAt(x.invert(Math.min(innerW, Math.max(0, point.x - m.left)))));
  };
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
  const hovered = hover === null ? undefined : values[hover];
  return (
    <>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={t("signals.waveform.label")}
        {...touchReadout(readUnderFinger)}
      >
        <defs>
          <clipPath id={clipId}>
            <rect width={innerW} height={innerH} />
          </clipPath>
        </defs>
        <Group left={m.left} top={m.top}>
          <ValueGrid scale={y} width={innerW} />
          <g clipPath={`url(#${clipId})`}>
            <LinePath<number>
              data={shown}
              x={(_, i) => x((first + i) * dtMs)}
              y={(v) => y(v)}
              stroke="var(--primary)"
              strokeWidth={1}
            />
          </g>
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
          {revolutionsHz !== null ? (
            <RevolutionLines
              originMs={cursors[0] ?? 0}
              runningSpeedHz={revolutionsHz}
              range={range}
              x={x}
              height={innerH}
            />
          ) : null}
          <CursorLines cursors={cursors} range={range} x={x} height={innerH} />
          {hover !== null ? <CursorLine x={x(hover * dtMs)} height={innerH} dash="3 3" /> : null}
          {pointer.brush ? (
            <rect
              x={Math.min(...pointer.brush)}
              width={Math.abs(pointer.brush[1] - pointer.brush[0])}
              height={innerH}
              fill="var(--primary)"
              fillOpacity={0.12}
              stroke="var(--primary)"
              pointerEvents="none"
              data-testid="waveform-brush"
            />
          ) : null}
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
            style={{ cursor: pointer.cursor }}
            {...pointer.handlers}
          />
        </Group>
      </svg>
      {hover !== null && hovered !== undefined ? (
        <Readout
          // On the side away from the pointer, so it never hides the sample it reads.
          className={x(hover * dtMs) > innerW / 2 ? undefined : "right-4"}
          style={x(hover * dtMs) > innerW / 2 ? { left: m.left + 8 } : undefined}
          testId="waveform-readout"
        >
          <p className="tabular-nums">{formatValue(hover * dtMs, "ms")}</p>
          <p className="tabular-nums">{formatValue(hovered, unit)}</p>
        </Readout>
      ) : null}
    </>
  );
}
