/**
 * Zone evaluation: a pure state machine that turns a stream of level readings (overall velocity,
 * a band value, …) into alarm events, driven by a sensor's threshold settings (spec part 1 §3
 * "Threshold settings"; alert kinds warning, alarm, acute, chronic in part 1 §4 and part 2 §4).
 * The spec names the settings but not their rules; the rules below are ours and are tested on
 * the exact sample index in test/zones.test.ts.
 *
 * THRESHOLDS (resolved once from the settings)
 *   W (warning)  = min(warningZone, baseline·(1 + warningDelta)) over whichever are configured
 *   A (alarm)    = min(alarmZone,   baseline·(1 + alarmDelta))
 *   X (acute)    = A · extraVibrationMultiplier
 *   h (settle hysteresis) = baseline · baselineDelta (0 without a baseline)
 *   Taking the minimum means "whichever rule trips first": an absolute zone from a standard
 *   (ISO 20816) or a relative rise over this machine's own baseline. W ≤ A ≤ X is required.
 *
 * LATCHES — four independent ones, each raised and cleared on its own:
 *   warning  threshold W, raised after samplesToAlarm consecutive evaluated samples ≥ W
 *   alarm    threshold A, raised after samplesToAlarm consecutive evaluated samples ≥ A
 *   acute    threshold X, raised after acuteSamples   consecutive evaluated samples ≥ X
 *            (a sudden large excursion: with acuteSamples = 1 a single sample suffices,
 *            bypassing samplesToAlarm)
 *   chronic  threshold W, raised after stableSamples  consecutive evaluated samples ≥ W
 *            (a sustained elevation; stableSamples is normally much larger than samplesToAlarm)
 *   Every latch clears after samplesToSettle consecutive evaluated samples < threshold − h.
 *   A sample in the hysteresis band [threshold − h, threshold) breaks both runs.
 *   Events of one sample come in the order warning, alarm, acute, chronic; a latch raises at most
 *   once until it clears. "Consecutive" counts evaluated samples only, within one run.
 *
 * RUNNING, WARM-UP, COOL-DOWN (each sample says whether the machine runs; "stop time" and
 * "further below run rate percent" decide that upstream)
 *   - The machine is taken as stopped before the first sample, so a stream that starts running
 *     starts with a warm-up.
 *   - Start (running after not running) at time t0: every run counter resets to 0; samples with
 *     time < t0 + warmUpMinutes are not evaluated (they neither raise nor settle anything). The
 *     first sample at time ≥ t0 + warmUpMinutes is evaluated.
 *   - Stop (not running after running) at time t1: run counters reset; samples while stopped are
 *     never evaluated (an idle machine's low reading must not settle an alarm). Raised latches
 *     hold through a short stop; the first stopped sample at time ≥ t1 + coolDownMinutes clears
 *     every raised latch (cause "coolDown"). With coolDownMinutes = 0 that is the stop sample.
 *
 * WORKED EXAMPLES (W = 4, A = 7, X = 10.5, h = 0, samplesToAlarm = 2, samplesToSettle = 2,
 * acuteSamples = 1, stableSamples = 4, no warm-up; index: value)
 *   0:3 1:5 2:5 3:5 4:5 5:3 6:3  → warning raised at 2 (second ≥ 4), chronic raised at 4 (fourth
 *                                   ≥ 4), warning and chronic cleared at 6 (second < 4).
 *   0:8 1:8 2:3 3:8 4:3 5:3       → warning and alarm raised at 1; the dip at 2 is one sample only,
 *                                   3 restarts the settle run, so both clear at 5.
 *   0:2 1:11 2:2 3:2              → acute raised at 1 (single sample ≥ 10.5), cleared at 3;
 *                                   warning and alarm never rise (one sample < samplesToAlarm).
 *   With h = 0.5 (baseline 5, baselineDelta 0.1): 0:5 1:5 2:3.8 3:3.8 4:3 5:3 → warning raised at
 *   1; 3.8 lies in [3.5, 4) so it neither raises nor settles; warning clears at 5.
 *   warmUpMinutes = 1, one sample every 20 s, running from sample 0 at t = 0: samples 0, 1, 2
 *   (t = 0, 20, 40 s) are skipped, sample 3 (t = 60 s) is the first evaluated.
 */
import { DspError } from "./errors";

export type AlarmKind = "warning" | "alarm" | "acute" | "chronic";
export const ALARM_KINDS: readonly AlarmKind[] = ["warning", "alarm", "acute", "chronic"];

export interface ZoneSettings {
  /** Absolute warning level, in the reading's unit. */
  readonly warningZone?: number;
  /** Absolute alarm level. */
  readonly alarmZone?: number;
  /** This machine's normal level; enables the relative deltas. */
  readonly baseline?: number;
  /** Relative rise over baseline that is a warning (0.5 = +50 %). */
  readonly warningDelta?: number;
  /** Relative rise over baseline that is an alarm. */
  readonly alarmDelta?: number;
  /** Settle hysteresis as a fraction of baseline (default 0). */
  readonly baselineDelta?: number;
  readonly samplesToAlarm: number;
  readonly samplesToSettle: number;
  readonly acuteSamples: number;
  readonly stableSamples: number;
  /** Acute level as a multiple of the alarm level (≥ 1). */
  readonly extraVibrationMultiplier: number;
  readonly warmUpMinutes: number;
  readonly coolDownMinutes: number;
}

/** One reading of the monitored level. */
export interface LevelSample {
  /** Milliseconds since any fixed epoch; never decreasing along the stream. */
  readonly timeMs: number;
  readonly value: number;
  readonly running: boolean;
}

export interface ZoneEvent {
  readonly kind: AlarmKind;
  readonly action: "raised" | "cleared";
  /** "level": by the readings; "coolDown": the machine stayed stopped past the cool-down. */
  readonly cause: "level" | "coolDown";
  /** Index of the sample in the stream (every sample counts, evaluated or not). */
  readonly index: number;
  readonly timeMs: number;
  readonly value: number;
}

/** The settings resolved into thresholds and counts, validated once. */
export interface ZoneRules {
  readonly thresholds: Readonly<Record<AlarmKind, number>>;
  readonly raiseAfter: Readonly<Record<AlarmKind, number>>;
  readonly settleAfter: number;
  readonly hysteresis: number;
  readonly warmUpMs: number;
  readonly coolDownMs: number;
}

interface Latch {
  readonly raised: boolean;
  readonly above: number;
  readonly below: number;
}

export interface ZoneState {
  /** Index the next sample will get. */
  readonly index: number;
  readonly lastTimeMs: number;
  readonly running: boolean;
  readonly startMs: number;
  readonly stopMs: number | null;
  readonly latches: Readonly<Record<AlarmKind, Latch>>;
}

function invalid(message: string): never {
  throw new DspError("INVALID_ARGUMENT", message);
}

function count(name: string, v: number): number {
  if (!(Number.isInteger(v) && v >= 1)) invalid(`${name} must be an integer ≥ 1 (got ${v})`);
  return v;
}

function nonNegative(name: string, v: number): number {
  if (!(Number.isFinite(v) && v >= 0)) invalid(`${name} must be a finite number ≥ 0 (got ${v})`);
  return v;
}

function level(
  name: string,
  zone: number | undefined,
  baseline: number | undefined,
  delta: number | undefined,
): number {
  let t = Number.POSITIVE_INFINITY;
  if (zone !== undefined) {
    if (!(Number.isFinite(zone) && zone > 0)) invalid(`${name}Zone must be a positive number (got ${zone})`);
    t = zone;
  }
  if (delta !== undefined) {
    nonNegative(`${name}Delta`, delta);
    if (baseline === undefined) invalid(`${name}Delta needs a baseline`);
    t = Math.min(t, baseline * (1 + delta));
  }
  if (t === Number.POSITIVE_INFINITY)
    invalid(`${name} level needs ${name}Zone or baseline with ${name}Delta`);
  return t;
}

/** Validates the settings and resolves the thresholds described in the module comment. */
export function resolveZoneRules(settings: ZoneSettings): ZoneRules {
  const { baseline } = settings;
  if (baseline !== undefined && !(Number.isFinite(baseline) && baseline > 0)) {
    invalid(`baseline must be a positive number (got ${baseline})`);
  }
  const warning = level("warning", settings.warningZone, baseline, settings.warningDelta);
  const alarm = level("alarm", settings.alarmZone, baseline, settings.alarmDelta);
  if (warning > alarm) invalid(`warning level ${warning} must not exceed alarm level ${alarm}`);
  const multiplier = settings.extraVibrationMultiplier;
  if (!(Number.isFinite(multiplier) && multiplier >= 1)) {
    invalid(`extraVibrationMultiplier must be a number ≥ 1 (got ${multiplier})`);
  }
  const baselineDelta = nonNegative("baselineDelta", settings.baselineDelta ?? 0);
  if (baselineDelta > 0 && baseline === undefined) invalid("baselineDelta needs a baseline");
  const hysteresis = baseline === undefined ? 0 : baseline * baselineDelta;
  if (hysteresis >= warning) {
    invalid(`settle hysteresis ${hysteresis} must be below the warning level ${warning}`);
  }
  const samplesToAlarm = count("samplesToAlarm", settings.samplesToAlarm);
  return {
    thresholds: { warning, alarm, acute: alarm * multiplier, chronic: warning },
    raiseAfter: {
      warning: samplesToAlarm,
      alarm: samplesToAlarm,
      acute: count("acuteSamples", settings.acuteSamples),
      chronic: count("stableSamples", settings.stableSamples),
    },
    settleAfter: count("samplesToSettle", settings.samplesToSettle),
    hysteresis,
    warmUpMs: nonNegative("warmUpMinutes", settings.warmUpMinutes) * 60_000,
    coolDownMs: nonNegative("coolDownMinutes", settings.coolDownMinutes) * 60_000,
  };
}

const IDLE: Latch = { raised: false, above: 0, below: 0 };

export function initialZoneState(): ZoneState {
  return {
    index: 0,
    lastTimeMs: Number.NEGATIVE_INFINITY,
    running: false,
    startMs: 0,
    stopMs: null,
    latches: { warning: IDLE, alarm: IDLE, acute: IDLE, chronic: IDLE },
  };
}

function resetRuns(latches: Readonly<Record<AlarmKind, Latch>>): Record<AlarmKind, Latch> {
  const next = { ...latches };
  for (const kind of ALARM_KINDS) next[kind] = { raised: latches[kind].raised, above: 0, below: 0 };
  return next;
}

/** One step of the machine: the next state and the events this sample caused. Pure. */
export function stepZones(
  rules: ZoneRules,
  state: ZoneState,
  sample: LevelSample,
): { state: ZoneState; events: ZoneEvent[] } {
  const { timeMs, value, running } = sample;
  const index = state.index;
  if (!Number.isFinite(value)) {
    throw new DspError("NON_FINITE_SAMPLE", `sample ${index} value is ${value}: readings must be finite`);
  }
  if (!Number.isFinite(timeMs)) invalid(`sample ${index} timeMs is ${timeMs}: times must be finite`);
  if (timeMs < state.lastTimeMs) {
    invalid(`sample ${index} timeMs ${timeMs} is before the previous sample's ${state.lastTimeMs}`);
  }
  const events: ZoneEvent[] = [];
  let latches: Record<AlarmKind, Latch> = { ...state.latches };
  let { startMs, stopMs } = state;
  if (running !== state.running) {
    latches = resetRuns(latches);
    if (running) {
      startMs = timeMs;
      stopMs = null;
    } else {
      stopMs = timeMs;
    }
  }
  const base = { index, timeMs, value };
  if (!running) {
    if (stopMs !== null && timeMs >= stopMs + rules.coolDownMs) {
      for (const kind of ALARM_KINDS) {
        if (latches[kind].raised) {
          latches[kind] = IDLE;
          events.push({ kind, action: "cleared", cause: "coolDown", ...base });
        }
      }
    }
  } else if (timeMs >= startMs + rules.warmUpMs) {
    for (const kind of ALARM_KINDS) {
      const threshold = rules.thresholds[kind];
      const latch = latches[kind];
      const above = value >= threshold ? latch.above + 1 : 0;
      const below = value < threshold - rules.hysteresis ? latch.below + 1 : 0;
      let raised = latch.raised;
      if (!raised && above >= rules.raiseAfter[kind]) {
        raised = true;
        events.push({ kind, action: "raised", cause: "level", ...base });
      } else if (raised && below >= rules.settleAfter) {
        raised = false;
        events.push({ kind, action: "cleared", cause: "level", ...base });
      }
      latches[kind] = { raised, above, below };
    }
  }
  return {
    state: { index: index + 1, lastTimeMs: timeMs, running, startMs, stopMs, latches },
    events,
  };
}

/** Runs a whole stream from the initial state; returns every event in order. */
export function evaluateZones(settings: ZoneSettings, samples: Iterable<LevelSample>): ZoneEvent[] {
  const rules = resolveZoneRules(settings);
  let state = initialZoneState();
  const events: ZoneEvent[] = [];
  for (const sample of samples) {
    const step = stepZones(rules, state, sample);
    state = step.state;
    events.push(...step.events);
  }
  return events;
}
