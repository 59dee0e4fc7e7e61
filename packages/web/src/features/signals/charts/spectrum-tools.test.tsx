import type { CaptureNote, SpectrumView } from "@plantwise/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { marker, spectrumView, waveformCapture } from "../test-fixtures";
import { SpectrumChart } from "./spectrum-chart";
import type { SpectrumScreenState } from "./spectrum-state";

// 1 Hz lines to 400 Hz over noise at 0.01 mm/s: the running speed (30 Hz, 0.8), 2× (0.3), a carrier at
// 100 Hz (0.5) with sidebands at 90 and 110 Hz (0.1), and a small line at 150 Hz (0.05).
const LINES: Record<number, number> = { 30: 0.8, 60: 0.3, 90: 0.1, 100: 0.5, 110: 0.1, 150: 0.05 };

function note(id: number, body: string, hz: number | null): CaptureNote {
  return {
    id,
    waveform_id: 9,
    sensor_id: 11,
    body,
    hz,
    user_id: 1,
    user_name: "Ana",
    created_at: 0,
    updated_at: 0,
  };
}

function view(over: Partial<SpectrumView> = {}): SpectrumView {
  return spectrumView(waveformCapture(9, 1, 0), {
    unit: "mm/s",
    df: 1,
    fmax: 400,
    amplitudes: Array.from({ length: 401 }, (_, i) => LINES[i] ?? 0.01),
    peaks: Object.entries(LINES).map(([hz, amplitude]) => ({ hz: Number(hz), amplitude })),
    markers: [
      marker("1x", 30, "order"),
      marker("2x", 60, "order", 2),
      { ...marker("BPFO", 107.4, "bearing"), amplitude: 0.254, found_hz: 107 },
      marker("GMF", 200, "gear"),
    ],
    initial_range_hz: [0, 250],
    notes: [note(1, "Check the coupling", 150), note(2, "Noisy day", null)],
    ...over,
  });
}

/** The chart at 700 px: the plot is 700 − 56 − 16 = 628 px wide, from x = 56. */
function renderChart(v: SpectrumView = view(), measuringSystem = 1) {
  const reports: SpectrumScreenState[] = [];
  const onScreenState = vi.fn((s: SpectrumScreenState) => reports.push(s));
  const utils = renderWithApp(
    <SpectrumChart view={v} measuringSystem={measuringSystem} width={700} onScreenState={onScreenState} />,
  );
  const last = () => reports.at(-1) as SpectrumScreenState;
  return { ...utils, last, onScreenState };
}

/** A mouse click at `hz` on a plot showing `range`. */
function clickAt(hz: number, range: [number, number] = [0, 250]) {
  const plot = screen
    .getByRole("img", { name: /^Spectrum chart/ })
    .querySelector(".visx-brush-overlay") as Element;
  const clientX = 56 + ((hz - range[0]) / (range[1] - range[0])) * 628;
  fireEvent.pointerDown(plot, { pointerType: "mouse", clientX, clientY: 100 });
  fireEvent.pointerUp(plot, { pointerType: "mouse", clientX, clientY: 100 });
  fireEvent.click(plot, { clientX, clientY: 100 });
}

const axisLabels = (side: "left" | "bottom") =>
  [
    ...screen
      .getByRole("img", { name: /^Spectrum chart/ })
      .querySelectorAll(`.visx-axis-${side} .visx-axis-tick text`),
  ].map((t) => t.textContent);

describe("SpectrumChart range and axes", () => {
  it("opens at the initial range; the range button goes to 0…Fmax and says so", () => {
    const { last } = renderChart();
    expect(axisLabels("bottom").at(-1)).toBe("250");
    expect(last().range_hz).toEqual([0, 250]);
    fireEvent.click(screen.getByRole("button", { name: "Full range 0–400 Hz" }));
    expect(axisLabels("bottom").at(-1)).toBe("400");
    expect(last().range_hz).toEqual([0, 400]);
    fireEvent.click(screen.getByRole("button", { name: "Back to 0–250 Hz" }));
    expect(last().range_hz).toEqual([0, 250]);
  });

  it("labels a log axis at decades only, with unlabelled minor ticks between", () => {
    renderChart();
    fireEvent.click(screen.getByRole("button", { name: "Log" }));
    // Highest line 0.8: the axis spans 8e-5 … 1.2, five decades (written as exponents past 1e-3).
    expect(axisLabels("left")).toEqual(["1e-4", "1e-3", "1e-2", "1e-1", "1e0"]);
    expect(screen.getByTestId("minor-ticks").querySelectorAll("line").length).toBeGreaterThan(30);
  });

  it("draws a dB axis against 1 of the unit, or a typed reference", () => {
    const { last } = renderChart();
    fireEvent.click(screen.getByRole("button", { name: "dB" }));
    expect(screen.getByText("dB re 1 mm/s")).toBeTruthy();
    // 0.8 mm/s is 20·log10(0.8) = −1.9 dB; the axis runs −90 … 10 dB in 20 dB steps.
    expect(axisLabels("left")).toEqual(["-80", "-60", "-40", "-20", "0"]);
    expect(within(screen.getByTestId("peak-labels")).getByText("-1.9 dB")).toBeTruthy();
    fireEvent.change(screen.getByRole("spinbutton", { name: /0 dB at/ }), { target: { value: "0.1" } });
    expect(screen.getByText("dB re 0.1 mm/s")).toBeTruthy();
    // 0.8 over 0.1: 20·log10(8) = 18.1 dB.
    expect(within(screen.getByTestId("peak-labels")).getByText("18.1 dB")).toBeTruthy();
    expect(last()).toMatchObject({ y_scale: "db", db_reference: 0.1 });
  });

  it("labels the highest peaks on screen with frequency and amplitude", () => {
    renderChart();
    const labels = within(screen.getByTestId("peak-labels"));
    expect(screen.getAllByTestId("peak-label")).toHaveLength(5);
    expect(labels.getByText("30 Hz")).toBeTruthy();
    expect(labels.getByText("0.8 mm/s")).toBeTruthy();
    // The sixth-highest line (150 Hz, 0.05) gets no label.
    expect(labels.queryByText("150 Hz")).toBeNull();
  });
});

describe("SpectrumChart cursors", () => {
  it("sideband mode draws ten sidebands around a clicked carrier, spaced by a clicked sideband", () => {
    const { last } = renderChart();
    fireEvent.click(screen.getByRole("button", { name: "Sideband" }));
    clickAt(100.6);
    expect(screen.getAllByTestId("carrier-cursor")).toHaveLength(1);
    expect(screen.queryAllByTestId("sideband-cursor")).toHaveLength(0);
    // A click near 111 Hz snaps to the 110 Hz sideband: spacing 10 Hz.
    clickAt(111.2);
    expect(screen.getAllByTestId("sideband-cursor")).toHaveLength(10);
    expect((screen.getByLabelText("Spacing") as HTMLInputElement).value).toBe("10");
    expect(last().cursors.map((c) => `${c.label}@${c.hz}`)).toEqual([
      "C@100",
      "−5@50",
      "−4@60",
      "−3@70",
      "−2@80",
      "−1@90",
      "+1@110",
      "+2@120",
      "+3@130",
      "+4@140",
      "+5@150",
    ]);
    // Typed in orders of the 30 Hz running speed: 0.5 × 30 = 15 Hz.
    fireEvent.click(
      within(screen.getByRole("group", { name: "Spacing unit" })).getByRole("button", { name: "Orders" }),
    );
    fireEvent.change(screen.getByLabelText("Spacing"), { target: { value: "0.5" } });
    expect(last().cursors.find((c) => c.label === "+1")?.hz).toBe(115);
  });

  it("delta mode reads both cursors, Δf in Hz and orders, and ΔdB", () => {
    renderChart();
    fireEvent.click(screen.getByRole("button", { name: "Delta" }));
    clickAt(31);
    clickAt(59);
    const readout = screen.getByTestId("delta-readout").textContent ?? "";
    expect(readout).toContain("A30 Hz · 1.00× · 0.8 mm/s");
    expect(readout).toContain("B60 Hz · 2.00× · 0.3 mm/s");
    expect(readout).toContain("Δf30 Hz · 1.00×");
    // 20·log10(0.3 / 0.8) = −8.5 dB.
    expect(readout).toContain("ΔdB-8.5 dB");
  });

  it("reports every drawn cursor with its amplitude in the user's units", () => {
    const { last } = renderChart(view(), 2);
    clickAt(30);
    const cursors = last().cursors;
    // 30 Hz × 1…10 lie under 400 Hz; 0.8 mm/s is 0.0315 in/s, 0.3 mm/s is 0.0118 in/s.
    expect(cursors.map((c) => c.label)).toEqual([
      "1×",
      "2×",
      "3×",
      "4×",
      "5×",
      "6×",
      "7×",
      "8×",
      "9×",
      "10×",
    ]);
    expect(cursors[0]?.hz).toBe(30);
    expect(cursors[0]?.amplitude).toBeCloseTo(0.8 / 25.4);
    expect(cursors[1]?.amplitude).toBeCloseTo(0.3 / 25.4);
    expect(last()).toMatchObject({ x_mode: "hz", y_scale: "linear", db_reference: 1 });
  });

  it("places a cursor by touch at the peak a finger read", () => {
    const { last } = renderChart();
    const svg = screen.getByRole("img", { name: /^Spectrum chart/ });
    // A finger at 31 Hz (a line off the 30 Hz peak): the readout reads 31 Hz, the button offers 30 Hz.
    fireEvent.pointerDown(svg, { pointerType: "touch", clientX: 56 + (31 / 250) * 628, clientY: 100 });
    expect(screen.getByTestId("spectrum-readout").textContent).toContain("Frequency: 31 Hz");
    expect(last().cursors).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Cursor at 30 Hz" }));
    expect(last().cursors[0]).toMatchObject({ label: "1×", hz: 30, amplitude: 0.8 });
  });

  it("steps the cursor from peak to peak with the arrow keys and clears it with Esc", () => {
    const { last } = renderChart();
    const keys = screen.getByTestId("spectrum-keys");
    fireEvent.keyDown(keys, { key: "ArrowRight" });
    expect(last().cursors[0]).toMatchObject({ label: "1×", hz: 30 });
    fireEvent.keyDown(keys, { key: "ArrowRight" });
    fireEvent.keyDown(keys, { key: "ArrowRight" });
    expect(last().cursors[0]).toMatchObject({ label: "1×", hz: 90 });
    fireEvent.click(screen.getByRole("button", { name: "Previous peak" }));
    expect(last().cursors[0]?.hz).toBe(60);
    fireEvent.keyDown(keys, { key: "Escape" });
    expect(last().cursors).toEqual([]);
    expect(screen.queryAllByTestId("harmonic-cursor")).toHaveLength(0);
  });
});

describe("SpectrumChart markers, notes and speed", () => {
  it("toggles a marker family's lines from its legend, which lists the amplitude found near each", () => {
    const { last } = renderChart(view(), 2);
    expect(last().families).toEqual(["order", "bearing", "gear"]);
    const bearing = within(screen.getByTestId("legend-bearing"));
    // 0.254 mm/s found near BPFO is 0.01 in/s; GMF has no amplitude looked up.
    expect(bearing.getByText("0.01 in/s")).toBeTruthy();
    expect(within(screen.getByTestId("legend-gear")).getByText("—")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "Bearing" }));
    expect(screen.queryByTestId("marker-bearing")).toBeNull();
    expect(screen.getByTestId("marker-order").querySelectorAll("line")).toHaveLength(2);
    expect(last().families).toEqual(["order", "gear"]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Bearing" }));
    expect(screen.getByTestId("marker-bearing")).toBeTruthy();
  });

  it("pins notes with a frequency and says where the running speed came from", () => {
    renderChart();
    const pins = screen.getAllByTestId("note-pin");
    expect(pins).toHaveLength(1);
    expect(pins[0]?.querySelector("title")?.textContent).toBe("Note at 150 Hz: Check the coupling");
    expect(screen.getByTestId("running-speed").textContent).toBe(
      "Running speed 30 Hz (1800 RPM) · the capture's own speed",
    );
  });

  it("names an envelope's demodulation band", () => {
    renderChart(
      view({ kind: "envelope", unit: "gE", envelope_band: [1000, 5300], running_speed_source: "item" }),
    );
    expect(screen.getByTestId("envelope-band").textContent).toBe("Envelope band 1000–5300 Hz");
    expect(screen.getByTestId("running-speed").textContent).toContain("the item's speed");
  });
});
