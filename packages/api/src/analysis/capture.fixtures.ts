/** A capture and its spectrum view as the FFT page has them, for the export and chart PDF tests. */
import { type SpectrumView, WaveformKind, type WaveformSummary } from "@plantwise/shared";
import type { ExportMeta } from "./csv-export";

/** 2026-03-02 14:00:00 UTC: 09:00 in Toronto (EST), 15:00 in Madrid (CET). */
export const CAPTURE_TS = Date.UTC(2026, 2, 2, 14, 0, 0);

export function captureSummary(overrides: Partial<WaveformSummary> = {}): WaveformSummary {
  return {
    id: 42,
    sensor_id: 7,
    axis: 1,
    kind: WaveformKind.STANDARD,
    ts: CAPTURE_TS,
    sample_rate: 2560,
    sample_count: 8192,
    unit: "g",
    rpm: 1500,
    rpm_source: 1,
    fmax: 1000,
    lines: 3200,
    is_baseline: false,
    note_count: 0,
    ...overrides,
  };
}

/**
 * A velocity spectrum of `lines` lines over 0…fmax: a 0.05 mm/s floor with peaks of 4 mm/s at
 * 1× (25 Hz), 1.5 mm/s at 2× and 0.8 mm/s at BPFO (89.3 Hz), on the line nearest each.
 */
export function spectrumView(lines = 3200, overrides: Partial<SpectrumView> = {}): SpectrumView {
  const fmax = 1000;
  const df = fmax / lines;
  const amplitudes = Array.from({ length: lines + 1 }, () => 0.05);
  for (const [hz, a] of [
    [25, 4],
    [50, 1.5],
    [89.3, 0.8],
  ] as const)
    amplitudes[Math.round(hz / df)] = a;
  return {
    capture: captureSummary({ lines, fmax }),
    kind: "spectrum",
    unit: "mm/s",
    df,
    fmax,
    lines,
    window: "hann",
    scaling: "rms",
    amplitudes,
    peaks: [{ hz: 25, amplitude: 4 }],
    running_speed_hz: 25,
    markers: [
      { label: "1x", hz: 25, kind: "order", harmonic: 1, amplitude: 4, found_hz: 25 },
      { label: "2x", hz: 50, kind: "order", harmonic: 2, amplitude: 1.5, found_hz: 50 },
      { label: "3x", hz: 75, kind: "order", harmonic: 3, amplitude: 0.05, found_hz: 75 },
      { label: "BPFO", hz: 89.3, kind: "bearing", harmonic: 1, amplitude: 0.8, found_hz: 89.3 },
      { label: "2×BPFO", hz: 178.6, kind: "bearing", harmonic: 2, amplitude: 0.05, found_hz: 178.6 },
      { label: "BPFI", hz: 135.7, kind: "bearing", harmonic: 1, amplitude: 0.05, found_hz: 135.7 },
      { label: "LF", hz: 60, kind: "line", harmonic: 1, amplitude: 0.05, found_hz: 60 },
    ],
    running_speed_source: "capture",
    bearing: { id: 3, name: "SKF 6205" },
    kinematics: { line_frequency_hz: 60 },
    initial_range_hz: [0, 400],
    envelope_band: null,
    notes: [],
    overall: {
      velocity_rms: 4.4,
      acceleration_rms: 0.9,
      acceleration_peak: 2.7,
      crest_factor: 3,
      kurtosis: 3.1,
      hf_band_rms: 0.2,
    },
    ...overrides,
  };
}

export function exportMetaOf(overrides: Partial<ExportMeta> = {}): ExportMeta {
  return {
    sensor_id: 7,
    sensor_name: "Motor DE",
    item_name: "Pump 3 motor",
    capture_id: 42,
    ts: CAPTURE_TS,
    axis: 1,
    kind: WaveformKind.STANDARD,
    rpm: 1500,
    ...overrides,
  };
}
