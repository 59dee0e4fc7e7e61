import type { CompareTrace, CompareView } from "@plantwise/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import { HOUR, spectrumView, waveformCapture } from "../test-fixtures";
import { CompareChart } from "./compare-chart";
import { compareExtent, linesInRange, traceAt } from "./compare-math";

const from = Date.UTC(2026, 0, 15, 12, 0);

/** A trace of `lines` lines `df` apart, flat at 0.01 mm/s but for one line at 30 Hz. */
function trace(
  name: string,
  {
    df,
    lines,
    at30,
    speed,
    hoursLater = 0,
    baseline = false,
  }: {
    df: number;
    lines: number;
    at30: number;
    speed: number | null;
    hoursLater?: number;
    baseline?: boolean;
  },
): CompareTrace {
  const capture = {
    ...waveformCapture(100 + hoursLater, 1, from + hoursLater * HOUR),
    is_baseline: baseline,
  };
  return {
    sensor: { id: name.length, name, item_name: "Pump 1", machine_name: "Line A" },
    spectrum: spectrumView(capture, {
      unit: "mm/s",
      df,
      fmax: lines * df,
      lines,
      amplitudes: Array.from({ length: lines + 1 }, (_, k) => (k * df === 30 ? at30 : 0.01)),
      running_speed_hz: speed,
    }),
  };
}

function view(third: { speed: number | null }): CompareView {
  return {
    kind: "spectrum",
    unit: "mm/s",
    traces: [
      trace("Motor DE", { df: 1, lines: 400, at30: 0.8, speed: 30, baseline: true }),
      trace("Motor NDE", { df: 2, lines: 200, at30: 0.5, speed: 30, hoursLater: 1 }),
      // Another Fmax: 200 Hz.
      trace("Pump DE", { df: 1, lines: 200, at30: 0.25, speed: third.speed, hoursLater: 2 }),
    ],
  };
}

// 360 px wide: the plot runs from 56 px over 360 − 56 − 16 = 288 px for 0…400 Hz (0.72 px per Hz).
const at = (hz: number) => 56 + hz * 0.72;

describe("CompareChart", () => {
  it("names each trace in the legend: sensor, item, capture time in the plant's zone, axis, baseline", () => {
    renderWithApp(
      <CompareChart view={view({ speed: 30 })} measuringSystem={1} timeZone="America/Toronto" width={360} />,
    );
    const entries = within(screen.getByTestId("compare-legend")).getAllByTestId("compare-legend-entry");
    expect(entries).toHaveLength(3);
    // 12:00 UTC is 07:00 in Toronto in January.
    expect(entries[0]?.textContent).toBe("Motor DE · Pump 1 · 2026-01-15 07:00 · Axis XBaseline");
    expect(entries[1]?.textContent).toBe("Motor NDE · Pump 1 · 2026-01-15 08:00 · Axis X");
    expect(screen.getAllByTestId("compare-trace")).toHaveLength(3);
  });

  it("reads every trace's amplitude at the one cursor, in the legend and the readout", () => {
    renderWithApp(<CompareChart view={view({ speed: 30 })} measuringSystem={1} timeZone="UTC" width={360} />);
    const plot = screen
      .getByRole("img", { name: /^Compare chart of 3 spectra/ })
      .querySelector(".visx-brush-overlay") as Element;
    fireEvent.pointerMove(plot, { pointerType: "mouse", clientX: at(30), clientY: 100 });
    const readout = screen.getByTestId("compare-readout");
    expect(readout.textContent).toContain("Frequency: 30 Hz");
    const readings = within(readout).getAllByTestId("compare-reading");
    expect(readings.map((r) => r.textContent)).toEqual([
      "Motor DE · 01-15 12:000.8 mm/s",
      "Motor NDE · 01-15 13:000.5 mm/s",
      "Pump DE · 01-15 14:000.25 mm/s",
    ]);
    const legend = screen.getByTestId("compare-legend");
    expect(legend.textContent).toContain("0.8 mm/s");
    expect(legend.textContent).toContain("0.25 mm/s");
    // At 300 Hz the third trace (Fmax 200 Hz) has no line.
    fireEvent.pointerMove(plot, { pointerType: "mouse", clientX: at(300), clientY: 100 });
    expect(
      within(screen.getByTestId("compare-readout")).getAllByTestId("compare-reading")[2]?.textContent,
    ).toBe("Pump DE · 01-15 14:00—");
    fireEvent.pointerLeave(plot, { pointerType: "mouse" });
    expect(screen.queryByTestId("compare-readout")).toBeNull();
  });

  it("shows the readout where a finger taps, and keeps it when the finger lifts", () => {
    renderWithApp(<CompareChart view={view({ speed: 30 })} measuringSystem={2} timeZone="UTC" width={360} />);
    const svg = screen.getByRole("img", { name: /^Compare chart/ });
    fireEvent.pointerDown(svg, { pointerType: "touch", clientX: at(30), clientY: 100 });
    fireEvent.pointerLeave(svg.querySelector(".visx-brush-overlay") as Element, { pointerType: "touch" });
    // Imperial: 0.8 mm/s is 0.0315 in/s, written 0.031 in/s.
    expect(screen.getByTestId("compare-readout").textContent).toContain("0.031 in/s");
  });

  it("disables orders while a trace has no running speed, and offers them when all have one", () => {
    const { unmount } = renderWithApp(
      <CompareChart view={view({ speed: null })} measuringSystem={1} timeZone="UTC" width={360} />,
    );
    expect((screen.getByRole("button", { name: "Orders" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Orders need every trace's running speed")).toBeTruthy();
    unmount();
    renderWithApp(<CompareChart view={view({ speed: 60 })} measuringSystem={1} timeZone="UTC" width={360} />);
    const orders = screen.getByRole("button", { name: "Orders" });
    fireEvent.click(orders);
    expect(orders.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("Orders (× running speed)")).toBeTruthy();
    // Orders 0…13.3 (400 Hz at 30 Hz): the cursor at 1× reads each trace at its own 1× (30 Hz),
    // and the third trace, at 60 Hz, at its line of 60 Hz (0.01).
    const plot = screen
      .getByRole("img", { name: /^Compare chart/ })
      .querySelector(".visx-brush-overlay") as Element;
    fireEvent.pointerMove(plot, { pointerType: "mouse", clientX: 56 + 288 / (400 / 30), clientY: 100 });
    const readout = screen.getByTestId("compare-readout");
    expect(readout.textContent).toContain("Order: 1.00×");
    expect(
      within(readout)
        .getAllByTestId("compare-reading")
        .map((r) => r.textContent?.split(":00")[1]),
    ).toEqual(["0.8 mm/s", "0.5 mm/s", "0.01 mm/s"]);
  });

  it("shows a skeleton while loading and says what it would hold when empty", () => {
    const { rerender } = renderWithApp(
      <CompareChart view={undefined} loading measuringSystem={1} timeZone="UTC" width={360} />,
    );
    expect(screen.getByTestId("chart-skeleton")).toBeTruthy();
    rerender(
      <CompareChart
        view={{ kind: "spectrum", unit: "mm/s", traces: [] }}
        measuringSystem={1}
        timeZone="UTC"
      />,
    );
    expect(screen.getByTestId("chart-empty").textContent).toContain("Nothing to compare yet");
  });
});

describe("compare maths", () => {
  const traces = view({ speed: 60 }).traces;

  it("spans the union of the traces: the highest Fmax, in Hz or each trace's orders", () => {
    expect(compareExtent(traces, "hz")).toBe(400);
    // 400 / 30, 400 / 30 and 200 / 60 orders.
    expect(compareExtent(traces, "orders")).toBeCloseTo(13.333);
  });

  it("snaps the cursor to each trace's nearest line, and finds none past its Fmax", () => {
    const [de, nde, pump] = traces.map((tr) => tr.spectrum);
    expect(traceAt(nde!, 30.9, "hz")).toEqual({ hz: 30, x: 30, amplitude: 0.5 });
    expect(traceAt(pump!, 200.4, "hz")?.hz).toBe(200);
    expect(traceAt(pump!, 200.6, "hz")).toBeNull();
    // 2 orders of a 60 Hz trace is 120 Hz.
    expect(traceAt(pump!, 2, "orders")?.hz).toBe(120);
    expect(linesInRange(de!, "hz", [10.5, 20])).toEqual([11, 20]);
    expect(linesInRange(nde!, "orders", [0, 1])).toEqual([0, 15]);
    expect(linesInRange(pump!, "hz", [300, 400])).toBeNull();
  });
});
