import type { SpectrumView, WaveformSummary } from "@plantwise/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { equipmentHandlers } from "@/features/equipment/test-fixtures";
import { renderApp } from "@/test/render-app";

const slow = { timeout: 20_000 };
const wait = { timeout: 8000 };
const ts = Date.UTC(2026, 10, 20, 15, 0);

const capture: WaveformSummary = {
  id: 55,
  sensor_id: 11,
  axis: 1,
  kind: 1,
  ts,
  sample_rate: 2560,
  sample_count: 1024,
  unit: "g",
  rpm: 1800,
};

const view = (kind: "spectrum" | "envelope", unit: string): SpectrumView => ({
  capture,
  kind,
  unit,
  df: 2.5,
  fmax: 1000,
  lines: 400,
  window: "hann",
  scaling: "peak",
  amplitudes: Array.from({ length: 401 }, (_, i) => (i === 12 ? 1 : 0.02)),
  peaks: [{ hz: 30, amplitude: 1 }],
  running_speed_hz: 30,
  markers: [{ label: "BPFO", hz: 107, kind: "bearing" }],
  bearing: { id: 3, name: "SKF 6205" },
  overall: {
    velocity_rms: 2.54,
    acceleration_rms: 0.31,
    acceleration_peak: 0.92,
    crest_factor: 2.97,
    kurtosis: 3.2,
    hf_band_rms: 0.04,
  },
});

const sensor = {
  id: 11,
  name: "DE horizontal",
  serial_number: "SN-11",
  family: "NCD",
  plant_id: 3,
  rssi: 90,
  battery: 70,
  last_seen_at: null,
  is_online: false,
  is_inactive: false,
  item: { id: 101, name: "Main drive motor" },
  asset: null,
  machine: null,
  line: null,
  latest: [],
};

describe("FFT page", () => {
  it("shows the capture's spectrum, its peaks, its bearing and its overall values", slow, async () => {
    tokenStore.set("live-token");
    const spectrum = vi.fn((input: unknown) => {
      const { kind, unit } = input as { kind: "spectrum" | "envelope"; unit?: string };
      return view(kind, kind === "envelope" ? "gE" : (unit ?? "g"));
    });
    renderApp(
      "/ncd/11/fft/55",
      equipmentHandlers(undefined, {
        "sensors.get": () => sensor,
        "signals.captures": () => [capture],
        "signals.spectrum": spectrum,
      }),
    );
    expect(await screen.findByRole("heading", { name: "DE horizontal" }, wait)).toBeTruthy();
    const overall = await screen.findByTestId("overall-values", undefined, wait);
    expect(within(overall).getByText("2.5 mm/s")).toBeTruthy();
    // jsdom measures no width, so the plot itself is not drawn here (charts.test.tsx covers it).
    expect(within(screen.getByTestId("top-peaks")).getByText("1.00×")).toBeTruthy();
    expect(screen.getByText("Bearing markers from SKF 6205")).toBeTruthy();
    expect(spectrum.mock.calls[0]).toEqual([{ sensor_id: 11, fft_id: 55, kind: "spectrum", unit: "g" }]);
    fireEvent.click(screen.getByRole("tab", { name: "Envelope" }));
    await waitFor(() =>
      expect(spectrum).toHaveBeenCalledWith({ sensor_id: 11, fft_id: 55, kind: "envelope" }),
    );
  });

  it("requests an FFT and says it is waiting for the gateway", slow, async () => {
    tokenStore.set("live-token");
    const request = vi.fn(() => ({ id: 1, command: "fft_request", status: 2 }));
    renderApp(
      "/ncd/11/fft/55",
      equipmentHandlers(undefined, {
        "sensors.get": () => sensor,
        "signals.captures": () => [capture],
        "signals.spectrum": () => view("spectrum", "g"),
        "signals.requestFft": request,
      }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Request FFT" }, wait));
    expect(
      await screen.findByText("Waiting for the requested capture from the gateway…", undefined, wait),
    ).toBeTruthy();
    expect(request.mock.calls[0]).toEqual([{ sensor_id: 11 }]);
    expect((screen.getByRole("button", { name: "Request FFT" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
