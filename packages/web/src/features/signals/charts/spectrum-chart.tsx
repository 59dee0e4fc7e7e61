/**
 * A capture's spectrum (UI.md "Charts"): frequency axis in Hz or in orders of the running speed
 * (drag across it to zoom into a band),
 * linear or log amplitude, a cursor readout (frequency, amplitude, order), harmonic cursors (click a
 * peak, or pick one in the peak list, to mark its 1×…10×), the view's markers (running-speed orders
 * dotted, bearing defect frequencies dashed and labelled BPFO/BPFI/BSF/FTF) and the top peaks.
 */
import type { SpectrumMarker, SpectrumView } from "@plantwise/shared";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Brush } from "@visx/brush";
import { localPoint } from "@visx/event";
import { GridRows } from "@visx/grid";
import { Group } from "@visx/group";
import { scaleLinear, scaleLog } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { axisLabel, ChartEmpty, ChartSize, ChartSkeleton, LABELLED_MARGIN, tickLabel } from "./chart-frame";
import {
  amplitudeDomain,
  binOf,
  decimateSpectrum,
  formatValue,
  harmonics,
  labelRows,
  orderOf,
  type SpectrumPoint,
  snapToPeak,
  topPeaks,
  unitConverter,
} from "./chart-utils";

export interface SpectrumChartProps {
  view: SpectrumView | undefined;
  loading?: boolean;
  measuringSystem: number;
  height?: number;
  width?: number;
}

type XMode = "hz" | "orders";
type YScale = "linear" | "log";

export function SpectrumChart({ view, loading, measuringSystem, height = 300, width }: SpectrumChartProps) {
  const { t } = useTranslation();
  const [xMode, setXMode] = useState<XMode>("hz");
  const [yScale, setYScale] = useState<YScale>("linear");
  const [fundamental, setFundamental] = useState<number | null>(null);
  const [zoom, setZoom] = useState<[number, number] | null>(null);
  const conv = useMemo(() => unitConverter(view?.unit ?? "", measuringSystem), [view?.unit, measuringSystem]);
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
  const running = view.running_speed_hz;
  const ordersAvailable = running !== null && running > 0;
  const mode: XMode = ordersAvailable ? xMode : "hz";
  const peaks = topPeaks(view.peaks, 5);

  return (
    <div className="flex flex-col gap-2" data-testid="spectrum-chart">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <ToggleGroup
          label={t("signals.spectrum.xAxis")}
          value={mode}
          options={[
            { value: "hz", label: t("signals.spectrum.hz") },
            { value: "orders", label: t("signals.spectrum.orders"), disabled: !ordersAvailable },
          ]}
          onChange={(v) => setXMode(v as XMode)}
        />
        <ToggleGroup
          label={t("signals.spectrum.amplitude")}
          value={yScale}
          options={[
            { value: "linear", label: t("signals.spectrum.linear") },
            { value: "log", label: t("signals.spectrum.log") },
          ]}
          onChange={(v) => setYScale(v as YScale)}
        />
        {zoom !== null ? (
          <Button variant="outline" size="sm" onClick={() => setZoom(null)}>
            {t("signals.resetZoom")}
          </Button>
        ) : null}
        {fundamental !== null ? (
          <Button variant="outline" size="sm" onClick={() => setFundamental(null)}>
            {t("signals.spectrum.clearHarmonics")}
          </Button>
        ) : null}
        <span className="ml-auto text-muted-foreground">
          {ordersAvailable
            ? t("signals.spectrum.runningSpeed", {
                hz: formatValue(running, "Hz"),
                rpm: Math.round((running ?? 0) * 60),
              })
            : t("signals.spectrum.runningSpeedUnknown")}
        </span>
      </div>
      <ChartSize width={width} height={height}>
        {(w) => (
          <SpectrumPlot
            view={view}
            width={w}
            height={height}
            mode={mode}
            yScale={yScale}
            unit={conv.unit}
            convert={conv.convert}
            fundamental={fundamental}
            onPickFundamental={setFundamental}
            zoom={zoom}
            onZoom={setZoom}
          />
        )}
      </ChartSize>
      <PeakList
        peaks={peaks}
        unit={conv.unit}
        convert={conv.convert}
        running={running}
        onHarmonics={(hz) => setFundamental(hz)}
      />
    </div>
  );
}

function ToggleGroup({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string; disabled?: boolean }[];
  onChange: (value: string) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
    <div role="group" aria-label={label} className="inline-flex items-center gap-1">
      <span className="text-muted-foreground">{label}</span>
      <div className="inline-flex overflow-hidden rounded-md border">
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            disabled={o.disabled}
            aria-pressed={value === o.value}
            onClick={() => onChange(o.value)}
            className={cn(
              "px-2 py-1 outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50",
              value === o.value ? "bg-primary text-primary-foreground" : "hover:bg-accent",
            )}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}

function PeakList({
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
        {peaks.map((p) => {
          const order = orderOf(p.hz, running);
          return (
            <tr key={p.hz} className="border-b last:border-0">
              <td className="py-1 text-right tabular-nums">{formatValue(p.hz, "Hz")}</td>
              <td className="py-1 text-right tabular-nums">{formatValue(convert(p.amplitude), unit)}</td>
              <td className="py-1 text-right tabular-nums">
                {order === null ? "—" : `${order.toFixed(2)}×`}
              </td>
              <td className="py-1 text-right">
                <Button variant="ghost" size="sm" onClick={() => onHarmonics(p.hz)}>
                  {t("signals.spectrum.showHarmonics")}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function SpectrumPlot({
  view,
  width,
  height,
  mode,
  yScale,
  unit,
  convert,
  fundamental,
  onPickFundamental,
  zoom,
  onZoom,
}: {
  view: SpectrumView;
  width: number;
  height: number;
  mode: XMode;
  yScale: YScale;
  unit: string;
  convert: (v: number) => number;
  fundamental: number | null;
  onPickFundamental: (hz: number) => void;
  /** The frequency range shown (Hz); null for 0 … Fmax. */
  zoom: [number, number] | null;
  onZoom: (range: [number, number]) => void;
}) {
  const { t } = useTranslation();
  const [cursor, setCursor] = useState<number | null>(null);
  const m = LABELLED_MARGIN;
  const innerW = Math.max(10, width - m.left - m.right);
  const innerH = Math.max(10, height - m.top - m.bottom);
  const running = view.running_speed_hz ?? 1;
  const toX = (hz: number) => (mode === "orders" ? hz / running : hz);
  const fmax = (view.amplitudes.length - 1) * view.df;

  const [f0, f1] = zoom ?? [0, fmax];
  const amplitudes = useMemo(() => view.amplitudes.map(convert), [view.amplitudes, convert]);
  const b0 = binOf(f0, view.df, amplitudes.length);
  const b1 = binOf(f1, view.df, amplitudes.length);
  const visible = useMemo(() => amplitudes.slice(b0, b1 + 1), [amplitudes, b0, b1]);
  const drawn = useMemo(
    () => decimateSpectrum(visible, view.df, innerW).map((p) => ({ ...p, hz: p.hz + b0 * view.df })),
    [visible, view.df, innerW, b0],
  );
  const x = scaleLinear<number>({ domain: [toX(f0), toX(f1)], range: [0, innerW] });
  const [lo, hi] = amplitudeDomain(visible, yScale);
  const markers = view.markers.filter((marker) => marker.hz >= f0 && marker.hz <= f1);
  const rows = labelRows(
    markers.map((marker) => x(toX(marker.hz))),
    44,
  );
  const y =
    yScale === "log"
      ? scaleLog<number>({ domain: [lo, hi], range: [innerH, 0], clamp: true })
      : scaleLinear<number>({ domain: [lo, hi], range: [innerH, 0], nice: true });
  const yOf = (a: number) => y(yScale === "log" ? Math.max(lo, a) : a);
  const harmonicLines = (fundamental === null ? [] : harmonics(fundamental, fmax, 10)).filter(
    (hz) => hz >= f0 && hz <= f1,
  );

  const hzAt = (event: Parameters<typeof localPoint>[0]) => {
    const point = localPoint(event);
    if (!point) return null;
    return hzOfX(point.x - m.left);
  };
  const hzOfX = (px: number) => {
    const value = x.invert(px);
    const hz = mode === "orders" ? value * running : value;
    return Math.min(f1, Math.max(f0, hz));
  };
  const cursorBin = cursor === null ? null : binOf(cursor, view.df, amplitudes.length);
  const cursorHz = cursorBin === null ? null : cursorBin * view.df;
  const cursorOrder = cursorHz === null ? null : orderOf(cursorHz, view.running_speed_hz);

  return (
    <>
      <svg width={width} height={height} role="img" aria-label={t("signals.spectrum.label")}>
        <Group left={m.left} top={m.top}>
          <GridRows scale={y} width={innerW} stroke="var(--border)" numTicks={5} />
          <LinePath<SpectrumPoint>
            data={drawn}
            x={(p) => x(toX(p.hz))}
            y={(p) => yOf(p.amplitude)}
            stroke="var(--primary)"
            strokeWidth={1}
          />
          {markers.map((marker, i) => (
            <MarkerLine
              key={`${marker.kind}-${marker.label}`}
              marker={marker}
              x={x(toX(marker.hz))}
              height={innerH}
              row={rows[i] ?? -1}
            />
          ))}
          {harmonicLines.map((hz, i) => (
            <g key={hz} data-testid="harmonic-cursor">
              <line
                x1={x(toX(hz))}
                x2={x(toX(hz))}
                y1={0}
                y2={innerH}
                stroke="var(--foreground)"
                strokeWidth={1}
              />
              <text x={x(toX(hz)) + 2} y={innerH - 4} fontSize={10} fill="var(--foreground)">
                {`${i + 1}×`}
              </text>
            </g>
          ))}
          {cursorHz !== null ? (
            <line
              x1={x(toX(cursorHz))}
              x2={x(toX(cursorHz))}
              y1={0}
              y2={innerH}
              stroke="var(--muted-foreground)"
              strokeDasharray="2 3"
              pointerEvents="none"
            />
          ) : null}
          <AxisLeft
            scale={y}
            numTicks={5}
            stroke="var(--border)"
            tickStroke="var(--border)"
            tickFormat={(v) => formatValue(Number(v), "")}
            tickLabelProps={() => ({ ...tickLabel, textAnchor: "end", dx: -4, dy: 3 })}
            label={unit}
            labelOffset={36}
            labelProps={axisLabel}
          />
          <AxisBottom
            top={innerH}
            scale={x}
            numTicks={Math.max(2, Math.floor(innerW / 80))}
            stroke="var(--border)"
            tickStroke="var(--border)"
            tickFormat={(v) => (mode === "orders" ? `${Number(v)}×` : String(Number(v)))}
            tickLabelProps={() => ({ ...tickLabel, textAnchor: "middle" })}
            label={mode === "orders" ? t("signals.spectrum.ordersAxis") : t("signals.spectrum.hzAxis")}
            labelOffset={8}
            labelProps={axisLabel}
          />
          <Brush
            xScale={x}
            yScale={y}
            width={innerW}
            height={innerH}
            margin={{ left: m.left, top: m.top }}
            handleSize={8}
            resizeTriggerAreas={["left", "right"]}
            brushDirection="horizontal"
            disableDraggingSelection={false}
            resetOnEnd
            useWindowMoveEvents
            selectedBoxStyle={{ fill: "var(--primary)", fillOpacity: 0.12, stroke: "var(--primary)" }}
            onMouseMove={(event) => setCursor(hzAt(event))}
            onMouseLeave={() => setCursor(null)}
            onClick={(event) => {
              const hz = hzAt(event);
              if (hz !== null) onPickFundamental(snapToPeak(hz, amplitudes, view.df));
            }}
            onBrushEnd={(bounds) => {
              if (!bounds) return;
              const a =
                mode === "orders" ? Math.min(bounds.x0, bounds.x1) * running : Math.min(bounds.x0, bounds.x1);
              const b =
                mode === "orders" ? Math.max(bounds.x0, bounds.x1) * running : Math.max(bounds.x0, bounds.x1);
              // A zoom narrower than a few bins shows nothing useful: treat it as a click.
              if (b - a >= view.df * 8) onZoom([Math.max(0, a), Math.min(fmax, b)]);
            }}
          />
        </Group>
      </svg>
      {cursorBin !== null && cursorHz !== null ? (
        <div
          className="pointer-events-none absolute top-1 right-4 rounded-md border bg-popover px-2 py-1 text-xs shadow-sm"
          data-testid="spectrum-readout"
        >
          <p className="tabular-nums">
            {t("signals.spectrum.frequency")}: {formatValue(cursorHz, "Hz")}
          </p>
          <p className="tabular-nums">
            {t("signals.spectrum.amplitude")}: {formatValue(amplitudes[cursorBin], unit)}
          </p>
          <p className="tabular-nums">
            {t("signals.spectrum.order")}: {cursorOrder === null ? "—" : `${cursorOrder.toFixed(2)}×`}
          </p>
        </div>
      ) : null}
    </>
  );
}

/** Order markers dotted and muted; bearing markers dashed in the alarm hue, so both read apart. */
function MarkerLine({
  marker,
  x,
  height,
  row,
}: {
  marker: SpectrumMarker;
  x: number;
  height: number;
  /** Label row (staggered so labels do not overlap); −1 draws the line only. */
  row: number;
}) {
  const bearing = marker.kind === "bearing";
  const stroke = bearing ? "var(--status-alarm)" : "var(--muted-foreground)";
  return (
    <g data-testid={`marker-${marker.kind}`} pointerEvents="none">
      <title>{`${marker.label} · ${formatValue(marker.hz, "Hz")}`}</title>
      <line x1={x} x2={x} y1={0} y2={height} stroke={stroke} strokeDasharray={bearing ? "6 3" : "1 3"} />
      {row >= 0 ? (
        <text x={x + 2} y={10 + row * 11} fontSize={10} fill={stroke}>
          {marker.label}
        </text>
      ) : null}
    </g>
  );
}
