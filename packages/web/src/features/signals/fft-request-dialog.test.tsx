import { CommandStatus, DEFAULT_FFT_LINES, FFT_HZ_LIMITS, FFT_REQUEST_LINES } from "@plantwise/shared";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SensorDetails } from "@/features/sensors/sensor-types";
import { validationError } from "@/test/fake-trpc";
import { defaultFmax, FftRequestDialog, fftResolution } from "./fft-request-dialog";
import { COMMAND_POLL_MS, requestStage } from "./fft-request-progress";
import { choose, renderPanel } from "./workbench-test-kit";

const controller = { id: 7, name: "Gateway A", type: 1, transport: "mqtt" };
const sensor = (over: Partial<SensorDetails> = {}) =>
  ({ id: 11, name: "DE horizontal", fmax: 1300, controller, ...over }) as SensorDetails;

const CREATED = "2026-11-20T15:00:00.000Z";
const queued = { id: 91, status: CommandStatus.PROCESS, sent_at: null, created_at: CREATED };

async function openDialog(props: {
  sensor?: SensorDetails;
  handlers?: Record<string, (i: unknown) => unknown>;
}) {
  const onRequested = vi.fn();
  renderPanel(
    <FftRequestDialog sensor={props.sensor ?? sensor()} canEdit onRequested={onRequested} />,
    props.handlers ?? {},
  );
  fireEvent.click(screen.getByRole("button", { name: "Request FFT" }));
  return { dialog: await screen.findByRole("dialog"), onRequested };
}

/** The options a select offers, by their names. */
async function optionsOf(dialog: HTMLElement, label: string): Promise<string[]> {
  fireEvent.click(within(dialog).getByRole("combobox", { name: label }));
  const names = (await screen.findAllByRole("option")).map((o) => o.textContent ?? "");
  fireEvent.keyDown(screen.getByRole("listbox"), { key: "Escape" });
  return names;
}

function resolutionText(dialog: HTMLElement): string {
  return within(dialog).getByTestId("fft-resolution").textContent ?? "";
}

afterEach(() => {
  vi.useRealTimers();
});

describe("FFT request resolution", () => {
  it("is Fmax / lines apart and lines / Fmax long, from 2.56 × lines samples", () => {
    expect(fftResolution(1300, 3200)).toEqual({
      df: 0.40625,
      seconds: 3200 / 1300,
      samples: 8192,
      sampleRate: 3328,
    });
    expect(fftResolution(10600, 400)).toEqual({
      df: 26.5,
      seconds: 400 / 10600,
      samples: 1024,
      sampleRate: 27136,
    });
  });

  it("starts from the sensor's Fmax when a request may name it, else the nearest limit", () => {
    expect(defaultFmax(5300)).toBe(5300);
    expect(defaultFmax(1000)).toBe(1300); // 300 from 1300, 350 from 650
    expect(defaultFmax(400)).toBe(325); // 75 from 325, 250 from 650
    expect(defaultFmax(null)).toBe(10600);
  });
});

describe("FFT request dialog", () => {
  it("offers only the limits a request may name, and shows the resolution they give", async () => {
    const { dialog } = await openDialog({});
    expect(await optionsOf(dialog, "Fmax")).toEqual(FFT_HZ_LIMITS.map((v) => `${v} Hz`));
    expect(await optionsOf(dialog, "Lines")).toEqual(FFT_REQUEST_LINES.map(String));
    expect(await optionsOf(dialog, "Axis")).toEqual(["X", "Y", "Z"]);
    // Defaults: X, the sensor's 1300 Hz, 3200 lines, standard → Δf 0.40625 Hz, 2.46 s, 8192 samples at 3328 Hz.
    expect(within(dialog).getByRole("combobox", { name: "Lines" }).textContent).toBe(
      String(DEFAULT_FFT_LINES),
    );
    expect(resolutionText(dialog)).toBe("Resolution (Δf)0.41 HzCapture length2.5 sSamples8192 at 3328 Hz");
    await choose(dialog, "Fmax", "650 Hz");
    await choose(dialog, "Lines", "800");
    // 650 / 800 = 0.8125 Hz; 800 / 650 = 1.23 s; 2048 samples at 1664 Hz.
    expect(resolutionText(dialog)).toBe("Resolution (Δf)0.81 HzCapture length1.2 sSamples2048 at 1664 Hz");
  });

  it("sends the chosen axis, Fmax, lines and type, then follows the command to its answer", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const request = vi.fn((_input: unknown) => queued);
    let command: Record<string, unknown> = queued;
    const commands = vi.fn((_input: unknown) => ({ data: [command], meta: {} }));
    const { dialog, onRequested } = await openDialog({
      handlers: { "signals.requestFft": request, "controllers.commands": commands },
    });
    await choose(dialog, "Axis", "Z");
    await choose(dialog, "Waveform type", "Envelope");
    await choose(dialog, "Fmax", "650 Hz");
    await choose(dialog, "Lines", "800");
    fireEvent.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(request.mock.calls[0]).toEqual([{ sensor_id: 11, axis: 3, fmax: 650, lines: 800, kind: 2 }]);
    await waitFor(() => expect(onRequested).toHaveBeenCalledWith(91, Date.parse(CREATED)));

    const progress = await within(dialog).findByTestId("fft-request-progress");
    await waitFor(() => expect(commands).toHaveBeenCalledWith({ id: 7, page: 1, max: 50 }));
    expect(within(progress).getByRole("status").textContent).toBe(
      "Waiting for the gateway to collect the request…",
    );
    // While the gateway has not answered, another request cannot be sent.
    expect((within(dialog).getByRole("button", { name: "Send request" }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    command = { ...queued, sent_at: "2026-11-20T15:01:00.000Z" };
    await act(() => vi.advanceTimersByTimeAsync(COMMAND_POLL_MS));
    await waitFor(() =>
      expect(within(progress).getByRole("status").textContent).toBe(
        "The gateway has the request; waiting for its answer…",
      ),
    );
    command = { ...command, status: CommandStatus.SUCCESS };
    await act(() => vi.advanceTimersByTimeAsync(COMMAND_POLL_MS));
    await waitFor(() => expect(within(progress).getByText("Answered by the gateway")).toBeTruthy());
    const calls = commands.mock.calls.length;
    // Answered: no more polling.
    await act(() => vi.advanceTimersByTimeAsync(3 * COMMAND_POLL_MS));
    expect(commands.mock.calls.length).toBe(calls);
    expect((within(dialog).getByRole("button", { name: "Send request" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("names a failed command as failed", () => {
    expect(requestStage({ status: CommandStatus.FAIL, sent_at: CREATED })).toBe("failed");
    expect(requestStage({ status: CommandStatus.CONTROLLER_TIMEOUT, sent_at: null })).toBe("timedOut");
    expect(requestStage({ status: CommandStatus.PROCESS, sent_at: null })).toBe("queued");
    expect(requestStage(undefined)).toBe("queued");
  });

  it("puts the server's refusal under the field it names", async () => {
    const request = vi.fn(() => {
      throw validationError("fmax: is above what this sensor measures");
    });
    const { dialog, onRequested } = await openDialog({ handlers: { "signals.requestFft": request } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send request" }));
    const fmax = within(dialog).getByRole("combobox", { name: "Fmax" });
    await waitFor(() => expect(fmax.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(fmax.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "is above what this sensor measures",
    );
    expect(onRequested).not.toHaveBeenCalled();
  });

  it("sends nothing for a sensor on no gateway", async () => {
    const { dialog } = await openDialog({ sensor: sensor({ controller: null }) });
    expect(dialog.textContent).toContain("This sensor is on no gateway");
    expect((within(dialog).getByRole("button", { name: "Send request" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("is not offered to users who may not edit signals", () => {
    renderPanel(<FftRequestDialog sensor={sensor()} canEdit={false} onRequested={() => {}} />, {});
    expect(screen.queryByRole("button", { name: "Request FFT" })).toBeNull();
  });
});
