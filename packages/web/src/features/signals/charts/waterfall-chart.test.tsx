import type { WaterfallView } from "@plantwise/shared";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { HOUR, waveformCapture } from "../test-fixtures";
import { WaterfallChart } from "./waterfall-chart";

const from = Date.UTC(2026, 0, 15, 0, 0);

/** Three hourly captures of 400 lines of 1 Hz; row i peaks at 30 Hz with 0.25, 0.5, 1 mm/s. */
function waterfall(over: Partial<WaterfallView> = {}, speed: number | null = 30): WaterfallView {
  const peaks = [0.25, 0.5, 1];
  return {
    sensor_id: 11,
    axis: 1,
    kind: "spectrum",
    unit: "mm/s",
    df: 1,
    fmax: 400,
    lines: 400,
    captures: peaks.map((_, i) => ({
      ...waveformCapture(i + 1, 1, from + i * HOUR),
      running_speed_hz: speed,
    })),
    rows: peaks.map((peak) => Array.from({ length: 401 }, (_, k) => (k === 30 ? peak : 0.01))),
    skipped: 0,
    ...over,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** jsdom has no canvas: the chart must still show its axes, labels and readout. */
function withoutCanvas() {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
}

// 378 × 258 px: the cascade's plot is 250 × 200 at (56, 12); three rows 220 px long, 55 px apart
// and 15 px to the right of each other, 90 px full scale. The newest row's baseline starts at (56, 212).
const chart = (view: WaterfallView, measuringSystem = 1) => (
  <WaterfallChart view={view} measuringSystem={measuringSystem} timeZone="UTC" width={378} height={258} />
);

describe("WaterfallChart", () => {
  it("sums the cascade up for screen readers and labels the rows' capture times", () => {
    withoutCanvas();
    renderWithApp(chart(waterfall()));
    expect(screen.getByRole("img").getAttribute("aria-label")).toBe(
      "Waterfall of 3 captures of axis X (2026-01-15 00:00 to 2026-01-15 02:00), up to 400 Hz. " +
        "Largest amplitude 1 mm/s at 30 Hz on 2026-01-15 02:00.",
    );
    expect(screen.getByTestId("waterfall-times").textContent).toBe("01-15 00:0001-15 01:0001-15 02:00");
  });

  it("reads the row, frequency and amplitude under the pointer in the cascade", () => {
    withoutCanvas();
    renderWithApp(chart(waterfall()));
    const plot = screen.getByRole("img").querySelector(".visx-brush-overlay") as Element;
    // 30 Hz of 400 along 220 px: 16.5 px into the newest row; 32 px above its baseline is inside its peak.
    fireEvent.pointerMove(plot, { pointerType: "mouse", clientX: 56 + 16.5, clientY: 212 - 32 });
    const readout = screen.getByTestId("waterfall-readout");
    expect(readout.textContent).toBe("2026-01-15 02:00Frequency: 30 Hz · 1.00×Amplitude: 1 mm/s");
    fireEvent.pointerLeave(plot, { pointerType: "mouse" });
    expect(screen.queryByTestId("waterfall-readout")).toBeNull();
  });

  it("switches to a colour map with its scale, and reads a row under a finger", () => {
    withoutCanvas();
    renderWithApp(chart(waterfall(), 2));
    fireEvent.click(screen.getByRole("button", { name: "Colour map" }));
    // Imperial: 1 mm/s full scale is 0.039 in/s.
    expect(screen.getByTestId("waterfall-scale").textContent).toBe("Amplitude scale0 in/s0.039 in/s");
    // The map's plot: 294 × 200 at (12, 12), three bands of 66.7 px, the oldest on top.
    const svg = screen.getByRole("img").querySelector("svg") as SVGSVGElement;
    fireEvent.pointerDown(svg, { pointerType: "touch", clientX: 12 + (294 * 30) / 400, clientY: 40 });
    expect(screen.getByTestId("waterfall-readout").textContent).toBe(
      "2026-01-15 00:00Frequency: 30 Hz · 1.00×Amplitude: 0.0098 in/s",
    );
  });

  it("draws the rows through the canvas's context when there is one", () => {
    const paths: number[] = [];
    const ctx = {
      setTransform() {},
      clearRect() {},
      beginPath: () => paths.push(1),
      moveTo() {},
      lineTo() {},
      fill() {},
      stroke() {},
    };
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(ctx as never);
    renderWithApp(chart(waterfall()));
    expect(paths).toHaveLength(3);
  });

  it("offers orders only when every capture has a speed, and says how many captures were left out", () => {
    withoutCanvas();
    renderWithApp(chart(waterfall({ skipped: 2 }, null)));
    expect((screen.getByRole("button", { name: "Orders" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Orders need every capture's running speed")).toBeTruthy();
    expect(screen.getByText("2 captures at another Fmax or resolution are left out")).toBeTruthy();
  });

  it("shows a skeleton while loading and an empty state without captures", () => {
    withoutCanvas();
    const { rerender } = renderWithApp(
      <WaterfallChart view={undefined} loading measuringSystem={1} timeZone="UTC" width={378} />,
    );
    expect(screen.getByTestId("chart-skeleton")).toBeTruthy();
    rerender(chart(waterfall({ captures: [], rows: [] })));
    expect(screen.getByTestId("chart-empty").textContent).toContain("No captures of this axis yet");
  });
});
