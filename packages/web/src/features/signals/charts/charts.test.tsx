import type { SpectrumView, TrendSeries, WaveformView } from "@plantwise/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import { HOUR, marker, spectrumView, trendSeries, waveformCapture } from "../test-fixtures";
import { SpectrumChart } from "./spectrum-chart";
import { TrendChart } from "./trend-chart";
import { WaveformChart } from "./waveform-chart";

const from = Date.UTC(2026, 0, 15, 0, 0);

function series(overrides: Partial<TrendSeries> = {}): TrendSeries {
  const points = [0, 1, 2, 6, 7].map((h) => ({ t: from + h * HOUR, min: 2, max: 4, mean: 3 + h / 10, n: 6 }));
  return trendSeries({
    sensor_id: 5,
    from,
    to: from + 8 * HOUR,
    points,
    warning_zone: 3.5,
    alarm_zone: 5,
    ...overrides,
  });
}

describe("TrendChart", () => {
  it("draws one run per stretch of buckets, the zones, and a text summary in the user's units", () => {
    renderWithApp(
      <TrendChart series={series()} timeZone="America/Toronto" measuringSystem={2} width={600} />,
    );
    expect(screen.getAllByTestId("trend-segment")).toHaveLength(2);
    expect(screen.getByTestId("warning-zone")).toBeTruthy();
    expect(screen.getByTestId("alarm-zone")).toBeTruthy();
    // Latest mean 3.7 mm/s → 0.146 in/s, at 07:00 UTC = 02:00 Toronto, above the warning zone.
    const summary = screen.getByTestId("trend-summary");
    expect(summary.textContent).toContain("Latest Velocity RMS (X): 0.15 in/s at 2026-01-15 02:00");
    expect(summary.textContent).toContain("Warning");
    expect(screen.getByText("in/s")).toBeTruthy();
  });

  it("reads the value under a finger: a tap shows it and it stays when the finger lifts", () => {
    renderWithApp(<TrendChart series={series()} timeZone="UTC" measuringSystem={1} width={320} />);
    const svg = screen.getByRole("img", { name: /^Trend chart/ });
    expect(svg.getAttribute("style")).toContain("touch-action: pan-y");
    expect(screen.queryByTestId("trend-readout")).toBeNull();
    // The plot starts at the left margin (56 px); 8 hours over 248 px: x = 56 + 248 × 6/8 is 06:00.
    fireEvent.pointerDown(svg, { pointerType: "touch", clientX: 56 + 186, clientY: 100 });
    expect(screen.getByTestId("trend-readout").textContent).toContain("2026-01-15 06:00");
    const plot = svg.querySelector(".visx-brush-overlay") as Element;
    fireEvent.pointerLeave(plot, { pointerType: "touch" });
    expect(screen.getByTestId("trend-readout")).toBeTruthy();
    // A mouse hovering moves it; leaving the plot ends it.
    fireEvent.pointerMove(plot, { pointerType: "mouse", clientX: 56 + 2, clientY: 100 });
    expect(screen.getByTestId("trend-readout").textContent).toContain("2026-01-15 00:00");
    fireEvent.pointerLeave(plot, { pointerType: "mouse" });
    expect(screen.queryByTestId("trend-readout")).toBeNull();
  });

  it("draws fewer time ticks on a phone than on a wide screen", () => {
    const ticks = (width: number) => {
      const { unmount } = renderWithApp(
        <TrendChart series={series()} timeZone="UTC" measuringSystem={1} width={width} />,
      );
      const count = screen.getByRole("img").querySelectorAll(".visx-axis-bottom .visx-axis-tick").length;
      unmount();
      return count;
    };
    const phone = ticks(320);
    const wide = ticks(1200);
    expect(phone).toBeGreaterThanOrEqual(2);
    expect(phone).toBeLessThanOrEqual(4);
    expect(wide).toBeGreaterThan(phone);
  });

  it("shows a skeleton while loading and an honest empty state", () => {
    const { rerender } = renderWithApp(
      <TrendChart series={undefined} loading timeZone="UTC" measuringSystem={1} width={600} />,
    );
    expect(screen.getByTestId("chart-skeleton").getAttribute("aria-busy")).toBe("true");
    rerender(<TrendChart series={series({ points: [] })} timeZone="UTC" measuringSystem={1} width={600} />);
    expect(screen.getByTestId("chart-empty").textContent).toContain("No Velocity RMS readings in this range");
  });
});

function spectrum(): SpectrumView {
  const amplitudes = Array.from({ length: 401 }, (_, i) => (i === 30 ? 0.8 : i === 60 ? 0.3 : 0.01));
  return spectrumView(waveformCapture(9, 1, from), {
    unit: "mm/s",
    df: 1,
    fmax: 400,
    amplitudes,
    peaks: [
      { hz: 30, amplitude: 0.8 },
      { hz: 60, amplitude: 0.3 },
    ],
    markers: [marker("1×", 30, "order"), marker("BPFO", 107.4, "bearing")],
    bearing: { id: 2, name: "6205" },
    overall: {
      velocity_rms: 2,
      acceleration_rms: 0.3,
      acceleration_peak: 0.9,
      crest_factor: 3,
      kurtosis: 3.1,
      hf_band_rms: 0.05,
    },
  });
}

describe("SpectrumChart", () => {
  it("labels bearing and order markers apart and lists the top peaks with their orders", () => {
    renderWithApp(<SpectrumChart view={spectrum()} measuringSystem={1} width={700} />);
    expect(within(screen.getByTestId("marker-bearing")).getByText("BPFO")).toBeTruthy();
    expect(within(screen.getByTestId("marker-order")).getByText("1×")).toBeTruthy();
    const peaks = screen.getByTestId("top-peaks");
    expect(within(peaks).getByText("1.00×")).toBeTruthy();
    expect(within(peaks).getByText("2.00×")).toBeTruthy();
    expect(screen.getByText("Running speed 30 Hz (1800 RPM)")).toBeTruthy();
  });

  it("marks 1× to 10× of a peak as harmonic cursors, and clears them", () => {
    renderWithApp(<SpectrumChart view={spectrum()} measuringSystem={1} width={700} />);
    fireEvent.click(
      within(screen.getByTestId("top-peaks")).getAllByRole("button", { name: "Harmonics" })[0] as HTMLElement,
    );
    // 30 Hz × 1…10 fits under 400 Hz: ten cursors.
    expect(screen.getAllByTestId("harmonic-cursor")).toHaveLength(10);
    fireEvent.click(screen.getByRole("button", { name: "Clear harmonic cursors" }));
    expect(screen.queryAllByTestId("harmonic-cursor")).toHaveLength(0);
  });

  it("reads frequency and amplitude under a finger without marking harmonics; a mouse click marks them", () => {
    renderWithApp(<SpectrumChart view={spectrum()} measuringSystem={1} width={360} />);
    const svg = screen.getByRole("img", { name: /^Spectrum chart/ });
    const plot = svg.querySelector(".visx-brush-overlay") as Element;
    // 400 Hz over 360 − 56 − 16 = 288 px: 30 Hz lies 21.6 px into the plot.
    fireEvent.pointerDown(plot, { pointerType: "touch", clientX: 56 + 21.6, clientY: 100 });
    fireEvent.pointerUp(plot, { pointerType: "touch", clientX: 56 + 21.6, clientY: 100 });
    fireEvent.click(plot, { clientX: 56 + 21.6, clientY: 100 });
    fireEvent.pointerLeave(plot, { pointerType: "touch" });
    const readout = screen.getByTestId("spectrum-readout");
    expect(readout.textContent).toContain("Frequency: 30 Hz");
    expect(readout.textContent).toContain("Order: 1.00×");
    expect(screen.queryAllByTestId("harmonic-cursor")).toHaveLength(0);
    fireEvent.pointerDown(plot, { pointerType: "mouse", clientX: 56 + 21.6, clientY: 100 });
    fireEvent.pointerUp(plot, { pointerType: "mouse", clientX: 56 + 21.6, clientY: 100 });
    fireEvent.click(plot, { clientX: 56 + 21.6, clientY: 100 });
    expect(screen.getAllByTestId("harmonic-cursor")).toHaveLength(10);
  });

  it("switches the amplitude scale and the frequency axis", () => {
    renderWithApp(<SpectrumChart view={spectrum()} measuringSystem={2} width={700} />);
    const log = screen.getByRole("button", { name: "Log" });
    fireEvent.click(log);
    expect(log.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Orders" }));
    expect(screen.getByText("Orders (× running speed)")).toBeTruthy();
    // Imperial users read velocity spectra in in/s.
    expect(screen.getAllByText("in/s").length).toBeGreaterThan(0);
  });
});

describe("WaveformChart", () => {
  const capture = { ...spectrum().capture, sample_rate: 1000, sample_count: 4 };

  it("writes out the peak and RMS of a full capture", () => {
    const view: WaveformView = { capture, dt: 0.001, values: [0.5, -0.5, 0.5, -0.5] };
    renderWithApp(<WaveformChart view={view} measuringSystem={1} width={600} />);
    expect(screen.getByTestId("waveform-summary").textContent).toContain("Peak 0.5 g · RMS 0.5 g · 4 ms");
    expect(screen.getByText("Time (ms)")).toBeTruthy();
  });

  it("reads the sample under the pointer or a finger", () => {
    const view: WaveformView = { capture, dt: 0.001, values: [0.5, -0.25, 0.5, -0.5] };
    renderWithApp(<WaveformChart view={view} measuringSystem={1} width={360} />);
    const plot = screen.getByTestId("waveform-plot");
    // 3 ms over 288 px: the second sample (1 ms) at 96 px into the plot.
    fireEvent.pointerMove(plot, { pointerType: "mouse", clientX: 56 + 96, clientY: 60 });
    expect(screen.getByTestId("waveform-readout").textContent).toBe("1 ms-0.25 g");
    fireEvent.pointerLeave(plot, { pointerType: "mouse" });
    expect(screen.queryByTestId("waveform-readout")).toBeNull();
    fireEvent.pointerDown(screen.getByRole("img", { name: "Time waveform chart" }), {
      pointerType: "touch",
      clientX: 56 + 288,
      clientY: 60,
    });
    fireEvent.pointerLeave(plot, { pointerType: "touch" });
    expect(screen.getByTestId("waveform-readout").textContent).toBe("3 ms-0.5 g");
  });

  it("does not pass off a decimated waveform's RMS as the capture's", () => {
    // 4 min/max points standing for 4096 samples: their RMS would overstate the signal.
    const view: WaveformView = {
      capture: { ...capture, sample_count: 4096 },
      dt: 1.024,
      values: [1, -1, 1, -1],
    };
    const { rerender } = renderWithApp(<WaveformChart view={view} measuringSystem={1} width={600} />);
    expect(screen.getByTestId("waveform-summary").textContent).toContain("Peak 1 g · RMS not measured");
    rerender(<WaveformChart view={view} captureRms={0.31} measuringSystem={1} width={600} />);
    expect(screen.getByTestId("waveform-summary").textContent).toContain("Peak 1 g · RMS 0.31 g");
  });
});
