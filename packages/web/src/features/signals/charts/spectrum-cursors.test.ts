import { describe, expect, it } from "vitest";
import { deltaReadout, sidebandLabel, sidebands } from "./cursor-math";
import {
  type CursorAction,
  type CursorState,
  cursorReducer,
  drawnCursors,
  NO_CURSORS,
  stepToPeak,
} from "./cursor-state";
import { openingBand, panTo } from "./spectrum-range";

const run = (actions: CursorAction[], from: CursorState = NO_CURSORS) => actions.reduce(cursorReducer, from);

describe("sidebands", () => {
  it("draws carrier ± n × spacing for n = 1…5", () => {
    expect(sidebands(100, 10, 1000).map((s) => [s.n, s.hz])).toEqual([
      [-5, 50],
      [-4, 60],
      [-3, 70],
      [-2, 80],
      [-1, 90],
      [1, 110],
      [2, 120],
      [3, 130],
      [4, 140],
      [5, 150],
    ]);
  });

  it("leaves out sidebands under 0 Hz or over Fmax, and draws none without a spacing", () => {
    // 25 ± 8 × n: 17, 9, 1 below (−4 would be −7 Hz); 33, 41 above (49 passes Fmax 45).
    expect(sidebands(25, 8, 45).map((s) => s.hz)).toEqual([1, 9, 17, 33, 41]);
    expect(sidebands(100, 0, 1000)).toEqual([]);
  });

  it("labels them with a true minus sign", () => {
    expect(sidebandLabel(-3)).toBe("−3");
    expect(sidebandLabel(2)).toBe("+2");
  });
});

describe("deltaReadout", () => {
  it("reads Δf in Hz and orders and B over A in dB", () => {
    const d = deltaReadout({ hz: 30, amplitude: 0.8 }, { hz: 60, amplitude: 0.3 }, 30);
    expect(d.deltaHz).toBe(30);
    expect(d.deltaOrders).toBe(1);
    // 20·log10(0.3 / 0.8) = 20 × −0.42597 = −8.519 dB.
    expect(d.deltaDb).toBeCloseTo(-8.519, 3);
  });

  it("has no orders without a running speed and no dB against a silent line", () => {
    const d = deltaReadout({ hz: 120, amplitude: 0 }, { hz: 100, amplitude: 0.2 }, null);
    expect(d.deltaHz).toBe(-20);
    expect(d.deltaOrders).toBeNull();
    expect(d.deltaDb).toBeNull();
  });
});

describe("cursor state", () => {
  it("harmonic mode: a click sets the fundamental, 1× … 10× are drawn within Fmax", () => {
    const state = run([{ type: "place", hz: 30 }]);
    expect(drawnCursors(state, 200, "C").map((l) => `${l.label}@${l.hz}`)).toEqual([
      "1×@30",
      "2×@60",
      "3×@90",
      "4×@120",
      "5×@150",
      "6×@180",
    ]);
  });

  it("sideband mode: carrier, then the spacing by a clicked sideband; later clicks move the carrier", () => {
    let state = run([
      { type: "mode", mode: "sideband" },
      { type: "place", hz: 100 },
    ]);
    expect(drawnCursors(state, 1000, "C").map((l) => l.label)).toEqual(["C"]);
    state = run([{ type: "place", hz: 88 }], state);
    expect(state.spacing).toBe(12);
    expect(state.active).toBe("sideband");
    const lines = drawnCursors(state, 1000, "C");
    expect(lines).toHaveLength(11);
    expect(lines.find((l) => l.label === "−5")?.hz).toBe(40);
    expect(lines.find((l) => l.label === "+5")?.hz).toBe(160);
    state = run([{ type: "place", hz: 300 }], state);
    expect([state.carrier, state.spacing]).toEqual([300, 12]);
  });

  it("sideband mode takes a typed spacing before or after the carrier", () => {
    const state = run([
      { type: "mode", mode: "sideband" },
      { type: "spacing", hz: 7.5 },
      { type: "place", hz: 50 },
    ]);
    expect(drawnCursors(state, 1000, "C").map((l) => l.hz)).toEqual([
      50, 12.5, 20, 27.5, 35, 42.5, 57.5, 65, 72.5, 80, 87.5,
    ]);
  });

  it("delta mode: A, then B, then a third click starts again at A", () => {
    let state = run([
      { type: "mode", mode: "delta" },
      { type: "place", hz: 30 },
      { type: "place", hz: 60 },
    ]);
    expect([state.a, state.b, state.active]).toEqual([30, 60, "b"]);
    state = run([{ type: "place", hz: 90 }], state);
    expect([state.a, state.b, state.active]).toEqual([90, null, "a"]);
  });

  it("Esc clears the current mode's cursors only; each mode keeps its own", () => {
    const state = run([
      { type: "place", hz: 30 },
      { type: "mode", mode: "delta" },
      { type: "place", hz: 45 },
      { type: "clear" },
      { type: "mode", mode: "harmonic" },
    ]);
    expect(state.a).toBeNull();
    expect(state.fundamental).toBe(30);
    expect(state.active).toBe("fundamental");
  });

  it("steps the active cursor from peak to peak; the first step places one", () => {
    // df 1 Hz; noise 0.01; peaks at 3, 7 and 11 Hz.
    const amplitudes = Array.from({ length: 20 }, (_, i) =>
      i === 3 ? 0.5 : i === 7 ? 0.2 : i === 11 ? 0.9 : 0.01,
    );
    const first = stepToPeak(NO_CURSORS, amplitudes, 1, 1, 0.03, 0);
    expect(first).toEqual({ type: "place", hz: 3 });
    const atThree = run([first as CursorAction]);
    expect(stepToPeak(atThree, amplitudes, 1, 1, 0.03, 0)).toEqual({ type: "move", hz: 7 });
    expect(stepToPeak(atThree, amplitudes, 1, -1, 0.03, 0)).toBeNull();
    // A first step from the line under the pointer counts a peak right there.
    expect(stepToPeak(NO_CURSORS, amplitudes, 1, 1, 0.03, 7)).toEqual({ type: "place", hz: 7 });
    // The +1 sideband steps past its carrier rather than onto it (a spacing of 0).
    const sideband = run([
      { type: "mode", mode: "sideband" },
      { type: "place", hz: 7 },
      { type: "place", hz: 11 },
    ]);
    expect(stepToPeak(sideband, amplitudes, 1, -1, 0.03, 0)).toEqual({ type: "move", hz: 3 });
  });
});

describe("range", () => {
  const view = {
    amplitudes: new Array<number>(401).fill(0),
    df: 2.5,
    initial_range_hz: [0, 300] as [number, number],
  };

  it("opens at the initial range within 0…Fmax, or at all of it", () => {
    expect(openingBand(view)).toEqual([0, 300]);
    expect(openingBand({ ...view, initial_range_hz: [0, 5000] })).toBeNull();
    expect(openingBand({ ...view, initial_range_hz: [100, 110] })).toBeNull();
  });

  it("follows a cursor out of the zoomed band, keeping the band's width", () => {
    const zoom: [number, number] = [0, 300];
    expect(panTo(zoom, 200, 1000)).toBe(zoom);
    expect(panTo(zoom, 500, 1000)).toEqual([350, 650]);
    expect(panTo(zoom, 990, 1000)).toEqual([700, 1000]);
    expect(panTo(null, 990, 1000)).toBeNull();
  });
});
