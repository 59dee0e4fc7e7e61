import type { SpectrumView } from "@plantwise/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { equipmentHandlers } from "@/features/equipment/test-fixtures";
import { sensorDetails } from "@/features/sensors/test-fixtures";
import { renderApp } from "@/test/render-app";
import { marker, spectrumView, waveformCapture } from "./test-fixtures";

const slow = { timeout: 20_000 };
const wait = { timeout: 8000 };
const ts = Date.UTC(2026, 10, 20, 15, 0);

const capture = waveformCapture(55, 1, ts);

const view = (kind: "spectrum" | "envelope", unit: string): SpectrumView =>
  spectrumView(capture, {
    kind,
    unit,
    markers: [marker("BPFO", 107, "bearing")],
    bearing: { id: 3, name: "SKF 6205" },
  });

const sensor = sensorDetails({ is_online: false });

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

  it("requests an FFT through its dialog and opens the capture when it arrives", slow, async () => {
    tokenStore.set("live-token");
    const created = "2026-11-20T15:30:00.000Z";
    const arrived = waveformCapture(56, 3, Date.parse(created) + 60_000);
    let list = [capture];
    // The gateway answers at once: the watch's first look finds the new capture.
    const request = vi.fn(() => {
      list = [arrived, capture];
      return { id: 91, command: "fft_request", status: 2, sent_at: null, created_at: created };
    });
    const { currentPath } = renderApp(
      "/ncd/11/fft/55",
      equipmentHandlers(undefined, {
        "sensors.get": () => ({ ...sensor, controller: { id: 7, name: "Gateway", serial_number: "GW-7" } }),
        "signals.captures": () => list,
        "signals.spectrum": () => view("spectrum", "g"),
        "signals.requestFft": request,
        "controllers.commands": () => ({ data: [], meta: {} }),
      }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Request FFT" }, wait));
    const dialog = await screen.findByRole("dialog", undefined, wait);
    fireEvent.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(request).toHaveBeenCalled(), wait);
    expect(request.mock.calls[0]).toEqual([{ sensor_id: 11, axis: 1, fmax: 10600, lines: 3200, kind: 1 }]);
    await waitFor(() => expect(currentPath()).toBe("/ncd/11/fft/56"), wait);
  });
});
