import type { WaveformView } from "@plantwise/shared";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { waveformCapture } from "../test-fixtures";
import { WaveformChart } from "./waveform-chart";

// A 600 px chart leaves 600 − 56 − 16 = 528 px of plot, starting 56 px from the svg's left edge.
const LEFT = 56;
const PLOT_W = 528;

/** 101 points 1 ms apart (0 … 100 ms): 5.28 px a millisecond. */
function millisecondView(values = Array.from({ length: 101 }, (_, i) => Math.sin(i / 5))): WaveformView {
  return {
    capture: { ...waveformCapture(7, 1, 0), sample_rate: 1000, sample_count: 101, rpm: null },
    dt: 0.001,
    values,
  };
}

const pxOfMs = (ms: number, range: [number, number] = [0, 100]) =>
  LEFT + ((ms - range[0]) / (range[1] - range[0])) * PLOT_W;

function press(plot: Element, fromPx: number, toPx = fromPx) {
  fireEvent.pointerDown(plot, { pointerType: "mouse", button: 0, clientX: fromPx, clientY: 80 });
  if (toPx !== fromPx) fireEvent.pointerMove(plot, { pointerType: "mouse", clientX: toPx, clientY: 80 });
  fireEvent.pointerUp(plot, { pointerType: "mouse", button: 0, clientX: toPx, clientY: 80 });
}

describe("WaveformChart readout", () => {
  it("reads the time and the value, in the user's unit, of the point under the pointer", () => {
    // Velocity 0, 2.54, 5.08 … mm/s: in/s for an imperial user, 0.1 in/s a millisecond.
    const view = millisecondView(Array.from({ length: 101 }, (_, i) => i * 2.54));
    view.capture.unit = "mm/s";
    renderWithApp(<WaveformChart view={view} measuringSystem={2} width={600} />);
    fireEvent.pointerMove(screen.getByTestId("waveform-plot"), {
      pointerType: "mouse",
      clientX: pxOfMs(40),
      clientY: 80,
    });
    expect(screen.getByTestId("waveform-readout").textContent).toBe("40 ms4 in/s");
  });
});

describe("WaveformChart time cursors", () => {
  it("sets T1 and T2 with two clicks and gives Δt, 1/Δt, RPM and orders", () => {
    renderWithApp(
      <WaveformChart view={millisecondView()} runningSpeedHz={30} measuringSystem={1} width={600} />,
    );
    const plot = screen.getByTestId("waveform-plot");
    // In zoom mode a click sets nothing.
    press(plot, pxOfMs(20));
    expect(screen.queryByTestId("waveform-cursors")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Cursors" }));
    press(plot, pxOfMs(20));
    expect(screen.getByTestId("waveform-cursors").textContent).toContain("T1 20 ms");
    expect(screen.getByTestId("waveform-cursors").textContent).toContain("T2 not set");
    press(plot, pxOfMs(70));
    // Δt = 50 ms: 1/Δt = 20 Hz = 1200 RPM, 20 / 30 = 0.67 of the running speed.
    const readout = screen.getByTestId("waveform-cursors").textContent;
    expect(readout).toContain("T2 70 ms");
    expect(readout).toContain("Δt 50 ms");
    expect(readout).toContain("1/Δt 20 Hz · 1200 RPM · 0.67× running speed");
    expect(screen.getAllByTestId("time-cursor")).toHaveLength(2);
  });

  it("moves a cursor dragged or stepped by key, and starts a new pair on a third click", () => {
    renderWithApp(<WaveformChart view={millisecondView()} measuringSystem={1} width={600} />);
    fireEvent.click(screen.getByRole("button", { name: "Cursors" }));
    const plot = screen.getByTestId("waveform-plot");
    press(plot, pxOfMs(20));
    press(plot, pxOfMs(70));
    // Drag T2 from 70 to 80 ms: Δt 60 ms, 16.7 Hz, 1000 RPM; no orders without a running speed.
    press(plot, pxOfMs(70) + 2, pxOfMs(80));
    let readout = screen.getByTestId("waveform-cursors").textContent;
    expect(readout).toContain("Δt 60 ms");
    expect(readout).toContain("1/Δt 16.7 Hz · 1000 RPM");
    expect(readout).not.toContain("running speed");
    // T1 one point (1 ms) to the right by key: Δt 59 ms.
    fireEvent.keyDown(screen.getByRole("slider", { name: /^Cursor T1/ }), { key: "ArrowRight" });
    expect(screen.getByTestId("waveform-cursors").textContent).toContain("Δt 59 ms");
    press(plot, pxOfMs(50));
    readout = screen.getByTestId("waveform-cursors").textContent;
    expect(readout).toContain("T1 50 ms");
    expect(readout).toContain("T2 not set");
    fireEvent.click(screen.getByRole("button", { name: "Clear cursors" }));
    expect(screen.getByTestId("waveform-cursors").textContent).toContain("T1 not set");
  });

  it("sets T2 by a click that lands on T1 without dragging it (cursors close on a phone)", () => {
    renderWithApp(<WaveformChart view={millisecondView()} measuringSystem={1} width={600} />);
    fireEvent.click(screen.getByRole("button", { name: "Cursors" }));
    const plot = screen.getByTestId("waveform-plot");
    press(plot, pxOfMs(20));
    // 21 ms lies 5.28 px from T1, within its 6 px grab: still a click, T2 = 21 ms, Δt = 1 ms.
    press(plot, pxOfMs(21));
    const readout = screen.getByTestId("waveform-cursors").textContent;
    expect(readout).toContain("T1 20 ms");
    expect(readout).toContain("T2 21 ms");
    expect(readout).toContain("1/Δt 1000 Hz · 60000 RPM");
  });
});

describe("WaveformChart shaft-revolution marks", () => {
  /** 4096 samples at 2560 Hz: the last one at 4095 / 2560 s = 1.5996 s. */
  const fullView: WaveformView = {
    capture: { ...waveformCapture(8, 1, 0), sample_count: 4096, rpm: null },
    dt: 1 / 2560,
    values: Array.from({ length: 4096 }, (_, i) => Math.sin((2 * Math.PI * 30 * i) / 2560)),
  };

  it("draws floor(duration × f) marks from 0, then from T1", () => {
    renderWithApp(<WaveformChart view={fullView} runningSpeedHz={30} measuringSystem={1} width={1200} />);
    expect(screen.queryAllByTestId("revolution-mark")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Revolution marks" }));
    // 1.5996 s × 30 Hz = 47.99: 47 whole revolutions.
    expect(screen.getAllByTestId("revolution-mark")).toHaveLength(47);
    expect(screen.getByText("10 rev")).toBeTruthy();
    // From T1 at 0.4 s (1024 samples): 1.1996 s × 30 Hz = 35.99, 35 revolutions.
    fireEvent.click(screen.getByRole("button", { name: "Cursors" }));
    press(screen.getByTestId("waveform-plot"), LEFT + (400 / (4095 / 2.56)) * (1200 - 72));
    expect(screen.getByTestId("waveform-cursors").textContent).toContain("T1 400 ms");
    expect(screen.getAllByTestId("revolution-mark")).toHaveLength(35);
  });

  it("is off, and says why, while the running speed is unknown", () => {
    renderWithApp(<WaveformChart view={fullView} measuringSystem={1} width={1200} />);
    const toggle = screen.getByRole("button", { name: "Revolution marks" }) as HTMLButtonElement;
    expect(toggle.disabled).toBe(true);
    expect(toggle.getAttribute("aria-describedby")).toBeTruthy();
    const reason = document.getElementById(toggle.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe("Running speed unknown: no revolution marks");
  });

  it("takes the capture's own RPM when the page gives no running speed", () => {
    const view = { ...fullView, capture: { ...fullView.capture, rpm: 1500 } };
    renderWithApp(<WaveformChart view={view} measuringSystem={1} width={1200} />);
    fireEvent.click(screen.getByRole("button", { name: "Revolution marks" }));
    // 25 Hz: 1.5996 s × 25 = 39.99, 39 revolutions.
    expect(screen.getAllByTestId("revolution-mark")).toHaveLength(39);
  });
});

/** The range of the last onRangeChange call. */
function lastRange(onRangeChange: ReturnType<typeof vi.fn>): [number, number] {
  const call = onRangeChange.mock.lastCall;
  expect(call).toBeDefined();
  return (call as [[number, number]])[0];
}

describe("WaveformChart zoom", () => {
  it("zooms into a brushed stretch, again inside it, and resets", () => {
    const onRangeChange = vi.fn();
    renderWithApp(
      <WaveformChart
        view={millisecondView()}
        runningSpeedHz={30}
        onRangeChange={onRangeChange}
        measuringSystem={1}
        width={600}
      />,
    );
    const plot = screen.getByTestId("waveform-plot");
    fireEvent.click(screen.getByRole("button", { name: "Revolution marks" }));
    expect(screen.getAllByTestId("revolution-mark")).toHaveLength(3);
    // A 3 px slip is a click, not a zoom.
    press(plot, pxOfMs(20), pxOfMs(20) + 3);
    expect(onRangeChange).not.toHaveBeenCalled();
    press(plot, pxOfMs(20), pxOfMs(70));
    const [from, to] = lastRange(onRangeChange);
    expect(from).toBeCloseTo(20, 9);
    expect(to).toBeCloseTo(70, 9);
    // 20–70 ms holds revolutions 1 (33.3 ms) and 2 (66.7 ms) of a 30 Hz shaft.
    expect(screen.getAllByTestId("revolution-mark")).toHaveLength(2);
    // The readout reads the zoomed axis: the plot's left edge is 20 ms now.
    fireEvent.pointerMove(plot, { pointerType: "mouse", clientX: LEFT, clientY: 80 });
    expect(screen.getByTestId("waveform-readout").textContent).toContain("20 ms");
    // Again, inside the zoom: its first half is 20–45 ms.
    press(plot, LEFT, pxOfMs(45, [20, 70]));
    const [from2, to2] = lastRange(onRangeChange);
    expect(from2).toBeCloseTo(20, 9);
    expect(to2).toBeCloseTo(45, 9);
    expect(screen.getAllByTestId("revolution-mark")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Reset zoom" }));
    expect(onRangeChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole("button", { name: "Reset zoom" })).toBeNull();
    expect(screen.getAllByTestId("revolution-mark")).toHaveLength(3);
  });

  it("keeps the skeleton while loading and the empty state", () => {
    const { rerender } = renderWithApp(
      <WaveformChart view={undefined} loading measuringSystem={1} width={600} />,
    );
    expect(screen.getByTestId("chart-skeleton")).toBeTruthy();
    rerender(<WaveformChart view={millisecondView([])} measuringSystem={1} width={600} />);
    expect(screen.getByTestId("chart-empty").textContent).toContain("This capture has no waveform samples");
  });
});
