/**
 * Whether the machine runs at a sample: the zone evaluator (packages/dsp zones.ts) judges readings
 * only while the machine runs, and starts warm-up and cool-down from the changes. The spec names
 * the settings (the sensor's run threshold, the zone's "stop time" and "further below run rate
 * percent") but not the rule; ours, written down in docs/decisions.md "Alarm evaluation":
 *
 *   run level  = the sensor's velocity RMS at the sample: the highest of its axes' latest velocity
 *                readings at or before the sample's time and no older than SENSOR_OFFLINE_AFTER_MS
 *                (the query in level-store.ts). Every parameter of a sensor shares it, so the
 *                temperature of a stopped machine is not judged either.
 *   start      = run level ≥ run_threshold (mm/s): running at once.
 *   stop level = run_threshold × (1 − further_below_run_rate_percent / 100); between the stop level
 *                and the run threshold the state holds (a machine idling near the threshold does
 *                not flap).
 *   stop       = run level < stop level on every sample for stop_time_minutes (0 or unset: at the
 *                first such sample). A shorter dip does not stop the machine.
 *   no signal  = no velocity reading to judge by (a temperature-only sensor, or silence): running,
 *                so every reading is judged — an alarm is never hidden for want of a run signal.
 *
 * Before the first sample the machine is taken as stopped, as the dsp evaluator does.
 */

export interface RunSettings {
  /** Velocity RMS (mm/s) at or above which the machine runs. */
  readonly runThreshold: number;
  /** Below this, for `stopAfterMs`, the machine has stopped. */
  readonly stopLevel: number;
  readonly stopAfterMs: number;
}

export interface RunState {
  readonly running: boolean;
  /** Since when the run level has been below the stop level while running. */
  readonly belowSinceMs: number | null;
}

export const INITIAL_RUN_STATE: RunState = { running: false, belowSinceMs: null };

export function runSettings(
  runThreshold: number,
  furtherBelowRunRatePercent: number | null,
  stopTimeMinutes: number | null,
): RunSettings {
  const percent = Math.min(100, Math.max(0, furtherBelowRunRatePercent ?? 0));
  return {
    runThreshold,
    stopLevel: runThreshold * (1 - percent / 100),
    stopAfterMs: Math.max(0, stopTimeMinutes ?? 0) * 60_000,
  };
}

/** The run state after a sample at `timeMs` whose run level is `level` (null: no run signal). */
export function stepRunning(
  settings: RunSettings,
  state: RunState,
  timeMs: number,
  level: number | null,
): RunState {
  if (level === null || level >= settings.runThreshold) return { running: true, belowSinceMs: null };
  if (level >= settings.stopLevel) return { running: state.running, belowSinceMs: null };
  if (!state.running) return INITIAL_RUN_STATE;
  const belowSinceMs = state.belowSinceMs ?? timeMs;
  if (timeMs - belowSinceMs >= settings.stopAfterMs) return INITIAL_RUN_STATE;
  return { running: true, belowSinceMs };
}
