/**
 * What lies over a chart's plot: the brush that reads the pointer and zooms (drag across the plot),
 * the dashed cursor line under the pointer, the readout box of the value there, and the touch
 * handling that makes the readout work under a finger as it does under a mouse.
 */
import { Brush } from "@visx/brush";
import type { ComponentProps, CSSProperties, PointerEvent, ReactNode } from "react";
import { cn } from "@/lib/utils";

type BrushProps = ComponentProps<typeof Brush>;

/** A horizontal brush over the whole plot; `margin` is the plot's offset in the svg. */
export function PlotBrush({
  margin,
  zoomable,
  ...brush
}: Pick<
  BrushProps,
  "xScale" | "yScale" | "width" | "height" | "onMouseMove" | "onMouseLeave" | "onClick" | "onBrushEnd"
> & { margin: { left: number; top: number }; zoomable: boolean }) {
  return (
    <Brush
      {...brush}
      margin={{ left: margin.left, top: margin.top }}
      handleSize={8}
      resizeTriggerAreas={["left", "right"]}
      brushDirection="horizontal"
      disableDraggingSelection={!zoomable}
      resetOnEnd
      useWindowMoveEvents
      selectedBoxStyle={{ fill: "var(--primary)", fillOpacity: 0.12, stroke: "var(--primary)" }}
    />
  );
}

/** A vertical dashed line across the plot at `x`, under the pointer. */
export function CursorLine({ x, height, dash }: { x: number; height: number; dash: string }) {
  return (
    <line
      x1={x}
      x2={x}
      y1={0}
      y2={height}
      stroke="var(--muted-foreground)"
      strokeDasharray={dash}
      pointerEvents="none"
    />
  );
}

/** The small box of values at the pointer, over the chart's top edge. */
export function Readout({
  className,
  style,
  testId,
  children,
}: {
  className?: string;
  style?: CSSProperties;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        "pointer-events-none absolute top-1 rounded-md border bg-popover px-2 py-1 text-xs shadow-sm",
        className,
      )}
      style={style}
      data-testid={testId}
    >
      {children}
    </div>
  );
}

/**
 * The readout by touch. The brush reports hover only while no button is down, which a finger never
 * is, so the plot's svg reads a touch's own down and move (a tap shows the value there, a drag
 * scrubs it, while the brush still zooms). Vertical swipes keep scrolling the page.
 */
export function touchReadout(read: (event: PointerEvent<Element>) => void) {
  const onTouch = (event: PointerEvent<Element>) => {
    if (event.pointerType === "touch") read(event);
  };
  return { onPointerDown: onTouch, onPointerMove: onTouch, style: { touchAction: "pan-y" } } as const;
}

/**
 * Whether a pointer leaving the plot ends its readout: a mouse or pen moving away does; a finger
 * lifting (which "leaves" too) does not, so the tapped value stays to be read.
 */
export function leavesReadout(event: { pointerType?: string }): boolean {
  return event.pointerType !== "touch";
}
