import type { FaultDiagnosis } from "@plantwise/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { equipmentHandlers } from "@/features/equipment/test-fixtures";
import { sensorDetails } from "@/features/sensors/test-fixtures";
import { makeUser } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { spectrumView, waveformCapture } from "./test-fixtures";

const slow = { timeout: 20_000 };
const wait = { timeout: 8000 };
const ts = Date.UTC(2026, 10, 20, 15, 0);

const capture = (id: number, axis: number) => waveformCapture(id, axis, ts);

const view = spectrumView(capture(55, 1));

const sensor = sensorDetails();

const diagnosis: FaultDiagnosis = {
  sensor_id: 11,
  capture: capture(55, 1),
  running_speed_hz: 30,
  bearing: null,
  faults: [
    {
      key: "imbalance",
      name: "Imbalance",
      severity: "high",
      evidence: [{ label: "1×", hz: 30, amplitude: 6.35, unit: "mm/s" }],
      recommendation: "Balance the rotor",
      library_fault: { id: 4, name: "Unbalance", recommendation: "Balance the rotor" },
    },
  ],
  notes: ["The item has no bearing: bearing defects are not diagnosed."],
};

function openPage(extra: Record<string, (input: unknown) => unknown> = {}) {
  tokenStore.set("live-token");
  return renderApp(
    "/ncd/11/fft/55",
    equipmentHandlers(makeUser({ measuring_system: 2 }), {
      "sensors.get": () => sensor,
      "signals.captures": () => [capture(55, 1), capture(56, 2), capture(57, 3)],
      "signals.spectrum": () => view,
      "signals.faults": () => diagnosis,
      ...extra,
    }),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("FFT diagnosis and sound", () => {
  it(
    "lists the diagnosed faults with a named severity and their evidence in the user's units",
    slow,
    async () => {
      openPage();
      const card = await screen.findByTestId("diagnosis", undefined, wait);
      const faults = await within(card).findByRole("list", { name: "Faults found" }, wait);
      expect(within(faults).getByText("Imbalance")).toBeTruthy();
      expect(within(faults).getByText("High")).toBeTruthy();
      // 6.35 mm/s = 0.25 in/s for an imperial user.
      expect(within(faults).getByText("0.25 in/s")).toBeTruthy();
      expect(within(faults).getByText("1× · 30 Hz")).toBeTruthy();
      expect(within(card).getByText("Recommendation: Balance the rotor")).toBeTruthy();
      expect(
        within(card).getByText("The item has no bearing: bearing defects are not diagnosed."),
      ).toBeTruthy();
      expect(within(card).getByText(/1800 RPM/)).toBeTruthy();
    },
  );

  it("says when the latest capture shows no fault", slow, async () => {
    openPage({ "signals.faults": () => ({ ...diagnosis, faults: [], notes: [] }) });
    expect(await screen.findByText("No fault found in the latest capture.", undefined, wait)).toBeTruthy();
  });

  it("plays a capture axis's sound, fetched with the session's token", slow, async () => {
    const sound = vi.fn((input: unknown) => ({
      url: `/api/sensors/11/fft/56/sound-waveform/${(input as { axis: number }).axis}`,
    }));
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue({
      ok: true,
      status: 200,
      blob: async () => new Blob(["RIFF"], { type: "audio/wav" }),
    } as Response);
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const created = vi.fn(() => "blob:sound-1");
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    openPage({ "signals.soundWaveform": sound });
    const player = await screen.findByTestId("sound-player", undefined, wait);
    await waitFor(() => expect(within(player).getAllByRole("button")).toHaveLength(3));
    fireEvent.click(within(player).getByRole("button", { name: "Axis Y" }));
    const audio = (await within(player).findByLabelText(
      "Sound of axis Y",
      undefined,
      wait,
    )) as HTMLAudioElement;
    expect(audio.getAttribute("src")).toBe("blob:sound-1");
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(sound.mock.calls[0]).toEqual([{ sensor_id: 11, fft_id: 55, axis: 2 }]);
    // The shell's notification stream fetches too; the sound's request is the one to the capture.
    const [url, init] = fetchMock.mock.calls.find(([target]) => String(target).includes("/fft/")) ?? [];
    expect(url).toBe("/api/sensors/11/fft/56/sound-waveform/2");
    expect(init?.headers).toMatchObject({ Authorization: "Bearer live-token" });
  });
});
