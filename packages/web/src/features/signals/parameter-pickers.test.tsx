import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { band, bpfoBand, renderSignedIn } from "./band-fixtures";
import {
  type ParameterAxis,
  ParameterAxisSelects,
  SensorBandsProvider,
  useParameterNames,
} from "./parameter-pickers";
import { SensorTrend } from "./signal-controls";
import { HOUR, trendSeries } from "./test-fixtures";

const ownBand = band({ name: "1× running speed" });

/** The pickers, and the label of what is picked, as the statistics page's trends use them. */
function Picker() {
  const [pick, setPick] = useState<ParameterAxis>({ parameter_type: 1, axis: 1 });
  const { parameterLabel } = useParameterNames();
  return (
    <div>
      <ParameterAxisSelects value={pick} onChange={setPick} />
      <output>{parameterLabel(pick.parameter_type, pick.axis)}</output>
    </div>
  );
}

async function parameterOptions() {
  fireEvent.click(screen.getByRole("combobox", { name: "Parameter" }));
  const list = await screen.findByRole("listbox");
  return within(list)
    .getAllByRole("option")
    .map((option) => option.textContent);
}

describe("spectral bands among a sensor's parameters", () => {
  it("lists the sensor's bands by name after the parameters, and names the one picked", async () => {
    const bands = vi.fn((_input: unknown) => [ownBand, bpfoBand]);
    renderSignedIn(
      <SensorBandsProvider sensorId={11}>
        <Picker />
      </SensorBandsProvider>,
      { "analysis.bands": bands },
    );
    // The default stays velocity RMS of X.
    expect(screen.getByRole("status").textContent).toBe("Velocity RMS · X");
    await waitFor(() => expect(bands).toHaveBeenCalledWith({ sensor_id: 11 }));
    const options = await parameterOptions();
    expect(options.slice(0, 1)).toEqual(["Velocity RMS"]);
    expect(options.slice(-2)).toEqual(["1× running speed", "BPFO ± 2 % (envelope)"]);
    fireEvent.click(screen.getByRole("option", { name: "BPFO ± 2 % (envelope)" }));
    expect(screen.getByRole("status").textContent).toBe("BPFO ± 2 % (envelope) · X");
  });

  it("offers the ordinary parameters alone where no sensor is known", async () => {
    renderSignedIn(<Picker />, {});
    const options = await parameterOptions();
    expect(options).not.toContain("BPFO ± 2 % (envelope)");
    expect(options).toContain("Velocity RMS");
  });

  it("charts a band's trend under its name, in its unit", async () => {
    const ts = Date.UTC(2026, 10, 20, 15);
    const trend = vi.fn((input: unknown) =>
      trendSeries({
        ...(input as object),
        unit: "gE",
        bucket_ms: HOUR,
        points: [
          { t: ts - HOUR, min: 0.3, max: 0.5, mean: 0.4, n: 3 },
          { t: ts, min: 0.4, max: 0.5, mean: 0.42, n: 3 },
        ],
      }),
    );
    renderSignedIn(
      <SensorBandsProvider sensorId={11}>
        <SensorTrend
          sensorId={11}
          parameterType={bpfoBand.parameter_type}
          axis={1}
          range={{ from: ts - 2 * HOUR, to: ts }}
          timeZone="UTC"
          measuringSystem={2}
        />
      </SensorBandsProvider>,
      { "analysis.bands": () => [ownBand, bpfoBand], "signals.trend": trend },
    );
    const summary = await screen.findByTestId("trend-summary");
    await waitFor(() => expect(summary.textContent).toContain("BPFO ± 2 % (envelope) (X): 0.42 gE"));
    expect(trend.mock.calls[0]![0]).toMatchObject({ sensor_id: 11, parameter_type: 1008, axis: 1 });
  });
});
