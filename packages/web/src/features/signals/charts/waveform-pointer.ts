/**
 * What a press on the waveform does, by tool: with "zoom" a drag across the plot brushes a time
 * range to zoom into; with "cursors" a click (or tap) sets the next time cursor and a drag on a
 * cursor moves it. A mouse or pen moving over the plot reads the sample under it either way.
 */
import { localPoint } from "@visx/event";
import { type PointerEvent, useRef, useState } from "react";
import { leavesReadout } from "./chart-overlays";
import { brushRange, type CursorPair, grabbedCursor, placeCursor, type TimeRange } from "./waveform-math";

export type WaveformTool = "zoom" | "cursors";

/**
 * A press that moves further than this is a drag, not a click; and how close to a cursor a press
 * grabs it. A finger is less precise than a mouse on both counts.
 */
const SLOP_PX = { mouse: 3, touch: 8 } as const;
const GRAB_PX = { mouse: 6, touch: 16 } as const;
const byPointer = <T>(values: { mouse: T; touch: T }, pointerType: string) =>
  pointerType === "touch" ? values.touch : values.mouse;

/**
 * What a press is doing: brushing a zoom, moving a cursor (once it has moved past the slop; until
 * then a press on a cursor is still a click) or, off the cursors, a click that sets the next one.
 */
type Press =
  | { kind: "brush"; startPx: number }
  | { kind: "cursor"; index: number; startPx: number; moving: boolean }
  | { kind: "tap"; startPx: number };

export interface WaveformPointerOptions {
  tool: WaveformTool;
  /** The plot's offset from the svg's left edge and its width, px. */
  left: number;
  width: number;
  /** Time (ms) of a pixel across the plot, and back. */
  msAt: (px: number) => number;
  pxAt: (ms: number) => number;
  /** The time of the point nearest a time: cursors stand on points. */
  snap: (ms: number) => number;
  range: TimeRange;
  /** The narrowest range a brush zooms to, ms. */
  minZoomMs: number;
  onZoom: (range: TimeRange) => void;
  cursors: CursorPair;
  onCursors: (cursors: CursorPair) => void;
  onHover: (ms: number | null) => void;
}

/** The plot's pointer handlers, the brush being dragged (px) and the pointer's look. */
export function useWaveformPointer(options: WaveformPointerOptions) {
  const { tool, left, width, msAt, pxAt, snap, range, cursors, onCursors, onHover } = options;
  const press = useRef<Press | null>(null);
  const [brush, setBrush] = useState<[number, number] | null>(null);
  const [overCursor, setOverCursor] = useState(false);

  const pxOf = (event: PointerEvent<Element>) => {
    const point = localPoint(event);
    return point ? Math.min(width, Math.max(0, point.x - left)) : null;
  };
  const grab = (px: number, pointerType: string) =>
    grabbedCursor(
      px,
      cursors.map((ms) => (ms === null ? null : pxAt(ms))),
      byPointer(GRAB_PX, pointerType),
    );
  const end = () => {
    press.current = null;
    setBrush(null);
  };

  const onPointerDown = (event: PointerEvent<Element>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    const px = pxOf(event);
    if (px === null) return;
    if (tool === "cursors") {
      const index = grab(px, event.pointerType);
      press.current =
        index >= 0 ? { kind: "cursor", index, startPx: px, moving: false } : { kind: "tap", startPx: px };
    } else {
      press.current = { kind: "brush", startPx: px };
      setBrush([px, px]);
    }
    // Keep the drag's moves coming when the pointer strays off the plot (absent in jsdom).
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<Element>) => {
    const px = pxOf(event);
    if (px === null) return;
    if (event.pointerType !== "touch") onHover(msAt(px));
    const current = press.current;
    if (current === null) {
      if (tool === "cursors") setOverCursor(grab(px, event.pointerType) >= 0);
      return;
    }
    const beyondSlop = Math.abs(px - current.startPx) > byPointer(SLOP_PX, event.pointerType);
    if (current.kind === "brush") setBrush([current.startPx, px]);
    if (current.kind === "cursor" && (current.moving || beyondSlop)) {
      current.moving = true;
      const next: CursorPair = [...cursors];
      next[current.index] = snap(msAt(px));
      onCursors(next);
    }
    // A finger sliding away from where it landed is scrubbing the readout, not setting a cursor.
    if (current.kind === "tap" && beyondSlop) press.current = null;
  };

  const onPointerUp = (event: PointerEvent<Element>) => {
    const current = press.current;
    const px = pxOf(event);
    end();
    if (current === null || px === null) return;
    if (current.kind === "brush") {
      const zoomed = brushRange(msAt(current.startPx), msAt(px), range, options.minZoomMs);
      const dragged = Math.abs(px - current.startPx) > byPointer(SLOP_PX, event.pointerType);
      if (zoomed !== null && dragged) options.onZoom(zoomed);
    }
    if (current.kind === "tap" || (current.kind === "cursor" && !current.moving)) {
      onCursors(placeCursor(cursors, snap(msAt(px))));
    }
  };

  const onPointerLeave = (event: PointerEvent<Element>) => {
    if (leavesReadout(event)) onHover(null);
    setOverCursor(false);
  };

  const onCursor = tool === "cursors" && (overCursor || press.current?.kind === "cursor");
  return {
    brush,
    cursor: onCursor ? "ew-resize" : "crosshair",
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: end, onPointerLeave },
  };
}
