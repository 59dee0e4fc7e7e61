/** Signal data the chart and FFT tests answer with: a trend series, a capture and its spectrum. */
import type { SpectrumMarker, SpectrumView, TrendSeries, WaveformSummary } from "@plantwise/shared";

export const HOUR = 3_600_000;

/** Sensor 11's hourly velocity trend, as signals.trend answers; `over` sets the rest. */
export function trendSeries(over: Partial<TrendSeries> = {}): TrendSeries {
  return {
    sensor_id: 11,
    parameter_type: 1,
    axis: 1,
    unit: "mm/s",
    bucket_ms: HOUR,
    source: "hourly",
    from: 0,
    to: 0,
    points: [],
    warning_zone: null,
    alarm_zone: null,
    ...over,
  };
}

/** A standard capture of sensor 11 on `axis`, 1024 samples at 2560 Hz. */
export function waveformCapture(id: number, axis: number, ts: number): WaveformSummary {
  return {
    id,
    sensor_id: 11,
    axis,
    kind: 1,
    ts,
    sample_rate: 2560,
    sample_count: 1024,
    unit: "g",
    rpm: 1800,
    rpm_source: 1,
    fmax: 1000,
    lines: 400,
    is_baseline: false,
    note_count: 0,
  };
}

/** A marker of `kind` at `hz`, its amplitude not looked up. */
export function marker(
  label: string,
  hz: number,
  kind: SpectrumMarker["kind"],
  harmonic = 1,
): SpectrumMarker {
  return { label, hz, kind, harmonic, amplitude: null, found_hz: null };
}

/** A 400-line spectrum of `capture` with one peak at 30 Hz, the running speed; `over` sets the rest. */
export function spectrumView(capture: WaveformSummary, over: Partial<SpectrumView> = {}): SpectrumView {
  return {
    capture,
    kind: "spectrum",
    unit: "g",
    df: 2.5,
    fmax: 1000,
    lines: 400,
    window: "hann",
    scaling: "peak",
    amplitudes: Array.from({ length: 401 }, (_, i) => (i === 12 ? 1 : 0.02)),
    peaks: [{ hz: 30, amplitude: 1 }],
    running_speed_hz: 30,
    markers: [],
    running_speed_source: "capture",
    bearing: null,
    kinematics: {},
    initial_range_hz: [0, 1000],
    envelope_band: null,
    notes: [],
    overall: {
      velocity_rms: 2.54,
      acceleration_rms: 0.31,
      acceleration_peak: 0.92,
      crest_factor: 2.97,
      kurtosis: 3.2,
      hf_band_rms: 0.04,
    },
    ...over,
  };
}
