/**
 * What a simulated gateway does with the commands the ingest answer hands out: fft_request takes a
 * capture (standard or envelope, on the asked axis, Fmax and lines: 2.56 × lines samples, 8 192 when
 * the request does not say), equipment_rpm / gain_adjustment / config change the simulated sensor
 * so the next values follow, reboot and ping answer with a plausible response, anything else fails
 * with the reason.
 */
import { FFT_FMAX_HZ } from "@plantwise/dsp";
import { CommandStatus, DEFAULT_FFT_LINES, FFT_REQUEST_LINES, WaveformKind } from "@plantwise/shared";
import { capture, type WaveformEntry } from "./captures";
import type { PendingCommand, SimGateway } from "./setup";

export type { PendingCommand };

interface CommandOutcome {
  status: number;
  response: Record<string, unknown>;
  waveform?: WaveformEntry;
}

/** Carries out one command on the simulated gateway; the outcome is posted back as its result. */
export function runCommand(gateway: SimGateway, command: PendingCommand, now: number): CommandOutcome {
  const sensor = gateway.sensors.find((s) => s.serial.toLowerCase() === command.sensor?.toLowerCase());
  const fail = (error: string): CommandOutcome => ({ status: CommandStatus.FAIL, response: { error } });
  const p = command.payload ?? {};
  switch (command.command) {
    case "fft_request": {
      if (sensor?.spec.kind !== "vibration") return fail("sensor has no accelerometer");
      const lines = p.lines ?? DEFAULT_FFT_LINES;
      if (typeof lines !== "number" || !(FFT_REQUEST_LINES as readonly number[]).includes(lines))
        return fail(`lines must be one of ${FFT_REQUEST_LINES.join(", ")}`);
      const axis =
        typeof p.axis === "number" && sensor.spec.axes.includes(p.axis) ? p.axis : sensor.spec.axes[0]!;
      if (typeof p.fmax === "number" && (FFT_FMAX_HZ as readonly number[]).includes(p.fmax))
        sensor.fmax = p.fmax;
      const kind =
        p.kind === WaveformKind.ENVELOPE || p.kind === "envelope"
          ? WaveformKind.ENVELOPE
          : WaveformKind.STANDARD;
      const samples = Math.round(2.56 * lines);
      const waveform = capture(sensor, axis, kind, now, samples);
      return {
        status: CommandStatus.SUCCESS,
        response: {
          captured_at: new Date(now).toISOString(),
          axis,
          kind,
          fmax: sensor.fmax,
          lines,
          sample_rate: waveform.sample_rate,
          samples,
        },
        waveform,
      };
    }
    case "equipment_rpm": {
      if (!sensor) return fail("unknown sensor");
      if (typeof p.rpm !== "number" || !(p.rpm > 0)) return fail("rpm must be a positive number");
      sensor.rpm = p.rpm;
      return { status: CommandStatus.SUCCESS, response: { rpm: p.rpm } };
    }
    case "gain_adjustment": {
      if (!sensor) return fail("unknown sensor");
      const before = sensor.gain;
      const target =
        typeof p.gain_after === "number"
          ? p.gain_after
          : typeof p.gain === "number"
            ? p.gain
            : gainFor(p.type, before);
      if (!(target > 0)) return fail("gain must be positive");
      sensor.gain = target;
      return { status: CommandStatus.SUCCESS, response: { gain_before: before, gain: target } };
    }
    case "config": {
      if (sensor && typeof p.fmax === "number" && (FFT_FMAX_HZ as readonly number[]).includes(p.fmax))
        sensor.fmax = p.fmax;
      return {
        status: CommandStatus.SUCCESS,
        response: { applied: p, applied_at: new Date(now).toISOString() },
      };
    }
    case "reboot":
      return { status: CommandStatus.SUCCESS, response: { boot_time: new Date(now).toISOString() } };
    case "ping":
      return { status: CommandStatus.SUCCESS, response: { pong: true, at: new Date(now).toISOString() } };
    default:
      return fail(`unsupported command ${command.command}`);
  }
}

/** INCREASE doubles, DECREASE halves, RESET returns to 1 (the signals API's rule). */
function gainFor(type: unknown, before: number): number {
  if (type === "INCREASE") return before * 2;
  if (type === "DECREASE") return before / 2;
  return 1;
}
