/**
 * What a simulated gateway does with the commands the ingest answer hands out: fft_request takes a
 * capture (standard or envelope, on the asked axis and Fmax), equipment_rpm / gain_adjustment / config
 * change the simulated sensor so the next values follow, reboot and ping answer with a plausible
 * response, anything else fails with the reason.
 */
import { envelopeSignal, FFT_FMAX_HZ } from "@plantwise/dsp";
import { CommandStatus, WaveformKind } from "@plantwise/shared";
import { CAPTURE_SAMPLES, type SimSensor, sampleRateOf, synthesizeAxis } from "./model";
import type { PendingCommand, SimGateway } from "./setup";

export type { PendingCommand };

export interface WaveformEntry {
  sensor: string;
  axis: number;
  kind: number;
  ts: number;
  sample_rate: number;
  unit: string;
  rpm: number;
  samples: string;
}

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
      const axis =
        typeof p.axis === "number" && sensor.spec.axes.includes(p.axis) ? p.axis : sensor.spec.axes[0]!;
      if (typeof p.fmax === "number" && (FFT_FMAX_HZ as readonly number[]).includes(p.fmax))
        sensor.fmax = p.fmax;
      const kind =
        p.kind === WaveformKind.ENVELOPE || p.kind === "envelope"
          ? WaveformKind.ENVELOPE
          : WaveformKind.STANDARD;
      const waveform = capture(sensor, axis, kind, now);
      return {
        status: CommandStatus.SUCCESS,
        response: {
          captured_at: new Date(now).toISOString(),
          axis,
          kind,
          fmax: sensor.fmax,
          sample_rate: waveform.sample_rate,
          samples: CAPTURE_SAMPLES,
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

export /** A capture of one axis: the standard waveform, or its envelope (1 kHz … 5.3 kHz demodulation). */
function capture(sensor: SimSensor, axis: number, kind: number, ts: number): WaveformEntry {
  const sampleRate = sampleRateOf(sensor);
  const signal = synthesizeAxis(sensor, axis, ts);
  let samples: Float32Array;
  if (kind === WaveformKind.ENVELOPE) {
    const envelope = new Float64Array(signal.length);
    envelopeSignal(signal, sampleRate, [1000, Math.min(5300, sampleRate / 2.56)], envelope);
    samples = Float32Array.from(envelope);
  } else {
    samples = Float32Array.from(signal);
  }
  return {
    sensor: sensor.serial,
    axis,
    kind,
    ts,
    sample_rate: sampleRate,
    unit: "g",
    rpm: sensor.rpm,
    // Float32Array is little-endian on every platform Node supports, as the ingest format wants.
    samples: Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength).toString("base64"),
  };
}
