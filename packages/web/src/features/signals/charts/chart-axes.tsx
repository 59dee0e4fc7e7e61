/**
 * The axes and grid every signal chart draws, on the theme's tokens: the value axis on the left
 * (five ticks, the unit as its label) and the x axis under the plot (time, Hz, orders or ms).
 */
import { AxisBottom, AxisLeft } from "@visx/axis";
import { GridRows } from "@visx/grid";
import type { ComponentProps } from "react";
import { axisLabel, tickLabel } from "./chart-frame";

type LeftAxisProps = ComponentProps<typeof AxisLeft>;
type BottomAxisProps = ComponentProps<typeof AxisBottom>;

/** Rows behind the plot at the value axis's ticks. */
export function ValueGrid({ scale, width }: { scale: LeftAxisProps["scale"]; width: number }) {
  return <GridRows scale={scale as never} width={width} stroke="var(--border)" numTicks={5} />;
}

export function ValueAxis({
  scale,
  label,
  tickFormat,
}: {
  scale: LeftAxisProps["scale"];
  label: string;
  tickFormat?: LeftAxisProps["tickFormat"];
}) {
  return (
    <AxisLeft
      scale={scale}
      numTicks={5}
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
