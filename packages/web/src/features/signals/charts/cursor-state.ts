/**
 * The spectrum's cursors as state: which mode is on (harmonic, sideband, delta), where each mode's
 * cursors stand, and which one the arrow keys move. Clicks arrive already snapped to a peak.
 *
 * - harmonic: a click sets the fundamental (1× … 10× are drawn);
 * - sideband: the first click sets the carrier, the next the spacing (the distance to the clicked
 *   sideband; it can also be typed); later clicks move the carrier and keep the spacing, so one
 *   spacing can be tried around several carriers;
 * - delta: a click sets A, the next B; a third starts again at A.
 */
import { type Sideband, sidebandLabel, sidebands } from "./cursor-math";
import { binOf, harmonics, nextPeak } from "./spectrum-math";

export type CursorMode = "harmonic" | "sideband" | "delta";
export const CURSOR_MODES: readonly CursorMode[] = ["harmonic", "sideband", "delta"];

/** The cursor the keys move: the fundamental, the carrier, the +1 sideband (spacing), A or B. */
export type CursorRole = "fundamental" | "carrier" | "sideband" | "a" | "b";

export interface CursorState {
  mode: CursorMode;
  fundamental: number | null;
  carrier: number | null;
  spacing: number | null;
  a: number | null;
  b: number | null;
  active: CursorRole | null;
}

export const NO_CURSORS: CursorState = {
  mode: "harmonic",
  fundamental: null,
  carrier: null,
  spacing: null,
  a: null,
  b: null,
  active: null,
};

export type CursorAction =
  | { type: "mode"; mode: CursorMode }
  /** A click (or "set cursor here") at a frequency, in the current mode. */
  | { type: "place"; hz: number }
  /** The active cursor moved (arrow keys, previous/next peak). */
  | { type: "move"; hz: number }
  /** A typed sideband spacing, Hz. */
  | { type: "spacing"; hz: number }
  /** "Harmonics" of a listed peak: harmonic mode with that fundamental. */
  | { type: "harmonics"; hz: number }
  /** Clears the current mode's cursors. */
  | { type: "clear" };

export function cursorReducer(state: CursorState, action: CursorAction): CursorState {
  switch (action.type) {
    case "mode":
      return { ...state, mode: action.mode, active: lastPlaced({ ...state, mode: action.mode }) };
    case "harmonics":
      return { ...state, mode: "harmonic", fundamental: action.hz, active: "fundamental" };
    case "place":
      return place(state, action.hz);
    case "move":
      return move(state, action.hz);
    case "spacing":
      if (!(action.hz > 0)) return state;
      return { ...state, spacing: action.hz, active: state.carrier === null ? state.active : "sideband" };
    case "clear":
      if (state.mode === "harmonic") return { ...state, fundamental: null, active: null };
      if (state.mode === "sideband") return { ...state, carrier: null, spacing: null, active: null };
      return { ...state, a: null, b: null, active: null };
  }
}

function place(state: CursorState, hz: number): CursorState {
  if (state.mode === "harmonic") return { ...state, fundamental: hz, active: "fundamental" };
  if (state.mode === "sideband") {
    if (state.carrier === null || state.spacing !== null) return { ...state, carrier: hz, active: "carrier" };
    if (hz === state.carrier) return state;
    return { ...state, spacing: Math.abs(hz - state.carrier), active: "sideband" };
  }
  if (state.a === null || state.b !== null) return { ...state, a: hz, b: null, active: "a" };
  return { ...state, b: hz, active: "b" };
}

function move(state: CursorState, hz: number): CursorState {
  switch (state.active) {
    case "fundamental":
      return { ...state, fundamental: hz };
    case "carrier":
      return { ...state, carrier: hz };
    case "sideband":
      if (state.carrier === null || hz === state.carrier) return state;
      return { ...state, spacing: Math.abs(hz - state.carrier) };
    case "a":
      return { ...state, a: hz };
    case "b":
      return { ...state, b: hz };
    default:
      return state;
  }
}

/** The cursor last placed in the state's mode (the one the keys move after a mode switch). */
function lastPlaced(state: CursorState): CursorRole | null {
  if (state.mode === "harmonic") return state.fundamental === null ? null : "fundamental";
  if (state.mode === "sideband") {
    if (state.carrier === null) return null;
    return state.spacing === null ? "carrier" : "sideband";
  }
  if (state.b !== null) return "b";
  return state.a === null ? null : "a";
}

/** Where the active cursor stands, Hz (the +1 sideband for the spacing), or null. */
export function activeHz(state: CursorState): number | null {
  switch (state.active) {
    case "fundamental":
      return state.fundamental;
    case "carrier":
      return state.carrier;
    case "sideband":
      return state.carrier === null || state.spacing === null ? null : state.carrier + state.spacing;
    case "a":
      return state.a;
    case "b":
      return state.b;
    default:
      return null;
  }
}

export interface CursorLine {
  role: "harmonic" | "carrier" | "sideband" | "delta";
  /** "1×"…"10×", the carrier's letter, "−5"…"+5", "A", "B". */
  label: string;
  hz: number;
}

/** Every line the current mode draws, within 0…fmax. */
export function drawnCursors(state: CursorState, fmax: number, carrierLabel: string): CursorLine[] {
  if (state.mode === "harmonic") {
    if (state.fundamental === null) return [];
    return harmonics(state.fundamental, fmax, 10).map((hz, i) => ({
      role: "harmonic",
      label: `${i + 1}×`,
      hz,
    }));
  }
  if (state.mode === "sideband") {
    if (state.carrier === null) return [];
    const bands: Sideband[] = state.spacing === null ? [] : sidebands(state.carrier, state.spacing, fmax);
    return [
      { role: "carrier", label: carrierLabel, hz: state.carrier },
      ...bands.map((s): CursorLine => ({ role: "sideband", label: sidebandLabel(s.n), hz: s.hz })),
    ];
  }
  const lines: CursorLine[] = [];
  if (state.a !== null) lines.push({ role: "delta", label: "A", hz: state.a });
  if (state.b !== null) lines.push({ role: "delta", label: "B", hz: state.b });
  return lines;
}

/**
 * The action of "next peak" (+1) or "previous peak" (−1): the active cursor to the neighbouring
 * peak; with no cursor yet, a new one placed at the first peak past `startHz`. Null at the end.
 */
export function stepToPeak(
  state: CursorState,
  amplitudes: readonly number[],
  df: number,
  direction: 1 | -1,
  floor: number,
  startHz: number,
): Extract<CursorAction, { type: "place" | "move" }> | null {
  const from = activeHz(state);
  let bin = binOf(from ?? startHz, df, amplitudes.length);
  if (from === null) bin -= direction;
  for (;;) {
    const found = nextPeak(amplitudes, bin, direction, floor);
    if (found === null) return null;
    const hz = found * df;
    // The +1 sideband cannot sit on its carrier (a spacing of 0): step past it.
    if (state.active === "sideband" && hz === state.carrier) {
      bin = found;
      continue;
    }
    return from === null ? { type: "place", hz } : { type: "move", hz };
  }
}
