/**
 * The axes and grid every signal chart draws, on the theme's tokens: the value axis on the left
 * (five ticks or given ones, the unit as its label; minor ticks between them) and the x axis under
 * the plot (time, Hz, orders or ms).
 */
import { AxisBottom, AxisLeft } from "@visx/axis";
import { GridRows } from "@visx/grid";
import type { ComponentProps } from "react";
import { axisLabel, tickLabel } from "./chart-frame";

type LeftAxisProps = ComponentProps<typeof AxisLeft>;
type BottomAxisProps = ComponentProps<typeof AxisBottom>;

/** Rows behind the plot at the value axis's ticks (five, or the `tickValues` given). */
export function ValueGrid({
  scale,
  width,
  tickValues,
}: {
  scale: LeftAxisProps["scale"];
  width: number;
  tickValues?: number[];
}) {
  return (
    <GridRows
      scale={scale as never}
      width={width}
      stroke="var(--border)"
      numTicks={5}
      tickValues={tickValues as never}
    />
  );
}

export function ValueAxis({
  scale,
  label,
  tickFormat,
  tickValues,
}: {
  scale: LeftAxisProps["scale"];
  label: string;
  tickFormat?: LeftAxisProps["tickFormat"];
  /** Ticks at these values instead of five chosen by the scale (a log axis's decades). */
  tickValues?: number[];
}) {
  return (
    <AxisLeft
      scale={scale}
      numTicks={5}
      tickValues={tickValues}
      stroke="var(--border)"
      tickStroke="var(--border)"
      tickFormat={tickFormat}
      tickLabelProps={() => ({ ...tickLabel, textAnchor: "end", dx: -4, dy: 3 })}
      label={label}
      labelOffset={36}
      labelProps={axisLabel}
    />
  );
}

/** Short unlabelled ticks on the value axis between its labelled ones (a log axis's 2…9 × decade). */
export function MinorValueTicks({
  scale,
  values,
}: {
  scale: (value: number) => number | undefined;
  values: number[];
}) {
  return (
    <g data-testid="minor-ticks" pointerEvents="none">
      {values.map((v) => {
        const y = scale(v) ?? 0;
        return <line key={v} x1={-3} x2={0} y1={y} y2={y} stroke="var(--border)" />;
      })}
    </g>
  );
}

/** The x axis at the plot's foot; a `label` names it under the ticks (Hz, orders, ms). */
export function XAxis({
  label,
  ...axis
}: Pick<BottomAxisProps, "scale" | "numTicks" | "tickValues" | "tickFormat"> & {
  top: number;
  label?: string;
}) {
  return (
    <AxisBottom
      {...axis}
      stroke="var(--border)"
      tickStroke="var(--border)"
      tickLabelProps={() => ({ ...tickLabel, textAnchor: "middle" })}
      label={label}
      labelOffset={label === undefined ? undefined : 8}
      labelProps={label === undefined ? undefined : axisLabel}
    />
  );
}
