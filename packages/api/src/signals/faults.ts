/**
 * Fault diagnosis of a sensor's capture (GET /sensors/{sensorId}/faults): the one named by `fft_id`,
 * so the FFT page's diagnosis describes the capture on screen, else the latest standard one.
 *
 * The rules read two spectra of the capture: the velocity spectrum (mm/s RMS per line, Hann) and the
 * envelope spectrum (gE peak, capture-rows.ts). A_k is the velocity line at k× running speed, searched
 * within ±max(2 lines, 2 % of running speed) of the order (the peak found by dsp findOrderPeaks).
 *
 * - Imbalance: 1× dominant — A1 ≥ 1 mm/s, A1 ≥ 2·max(A2, A3), and A1 at least 80 % of the highest
 *   line of the spectrum.
 * - Misalignment: A2 ≥ 50 % of A1 and A2 ≥ 1 mm/s.
 * - Looseness: many harmonics — at least 4 of the orders 2×…10× reach max(0.5 mm/s, 20 % of A1).
 *   Orders that fall within the search tolerance of a harmonic (1…10) of a bearing defect found in
 *   the same capture do not count: a 6309's BPFO is 3.04× running speed, so an outer-race defect puts
 *   lines on 3×, 6×, 9× that are the bearing, not looseness.
 * - Bearing defects (needs a bearing): in the envelope spectrum, the line E1 at the defect frequency
 *   (BPFO outer race, BPFI inner race, 2·BSF ball — a ball spall strikes both races every spin),
 *   searched within ±max(2 lines, 2 %) for slip, must reach 0.01 gE and 4× the spectrum's median
 *   (its noise floor), and its 2nd or 3rd harmonic 2.5× the median.
 *
 * Severity of the order faults comes from the amplitude of the evidence line, on the ISO 10816-3
 * (group 2, rigid) boundaries: below 2.8 mm/s low, below 4.5 moderate, above high. Bearing severity
 * comes from E1 over the floor: below 10× low, below 30× moderate, above high. Every finding carries
 * its evidence lines, and links to the library fault (faults table, shared or the company's own) of
 * the same name when one exists: Unbalance/Imbalance, Misalignment, Mechanical looseness/Looseness,
 * Bearing outer race defect, Bearing inner race defect, Bearing ball defect (or "Bearing defect").
 *
 * The answer is in the caller's language (fault-text.ts): the fault names, the notes, and each
 * finding's recommendation — the company's own library entry's when it wrote one (its words, as
 * written), else the built-in advice in the caller's language.
 */
import { schema } from "@plantwise/db";
import { bearingFrequencies, findOrderPeaks } from "@plantwise/dsp";
import {
  type DiagnosedFault,
  type FaultDiagnosis,
  type FaultEvidence,
  type FaultSeverity,
  faultDiagnosis,
  faultDiagnosisInput,
  languageCode,
  type SpectrumView,
  WaveformKind,
} from "@plantwise/shared";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { inLibraryScope } from "../access/scope";
import { AppError } from "../errors";
import { withPathAliases } from "../lib/fields";
import { captureContext } from "./capture-context";
import { captureSummary } from "./capture-store";
import { FAULT_WORDS } from "./fault-text";
import { runningSpeedHz } from "./machine";
import { viewSignals, withDsp } from "./sensor-procedures";
import { captureSpeedRpm, spectrumView } from "./spectrum";

const { faults } = schema;

export const FAULT_RULES = {
  significantMmS: 1,
  looseHarmonicMmS: 0.5,
  looseHarmonicOfA1: 0.2,
  looseHarmonicCount: 4,
  misalignmentRatio: 0.5,
  severityMmS: [2.8, 4.5] as const,
  envelopeMinGe: 0.01,
  envelopeFloorRatio: 4,
  envelopeHarmonicRatio: 2.5,
  envelopeSeverityRatio: [10, 30] as const,
} as const;

type Finding = Omit<DiagnosedFault, "library_fault" | "recommendation">;

interface Line {
  amplitudes: ArrayLike<number>;
  df: number;
}

export interface DiagnoseInput {
  /** Velocity spectrum, mm/s RMS. */
  velocity: Line;
  /** Envelope spectrum, gE. */
  envelope: Line | null;
  shaftHz: number;
  /** Defect frequencies of the bearing at this speed, Hz. */
  bearing: { bpfo: number; bpfi: number; bsf: number } | null;
}

function orderSeverity(amplitude: number): FaultSeverity {
  const [moderate, high] = FAULT_RULES.severityMmS;
  return amplitude >= high ? "high" : amplitude >= moderate ? "moderate" : "low";
}

/** The highest line within ±toleranceHz of hz (index and amplitude), or null outside the spectrum. */
function lineNear(line: Line, hz: number, toleranceHz: number): { hz: number; amplitude: number } | null {
  const last = line.amplitudes.length - 1;
  const lo = Math.max(1, Math.ceil((hz - toleranceHz) / line.df));
  const hi = Math.min(last, Math.floor((hz + toleranceHz) / line.df));
  if (lo > hi) return null;
  let best = lo;
  for (let k = lo + 1; k <= hi; k++) if (line.amplitudes[k]! > line.amplitudes[best]!) best = k;
  return { hz: best * line.df, amplitude: line.amplitudes[best]! };
}

function median(values: ArrayLike<number>, from: number): number {
  const sorted = Array.from(values)
    .slice(from)
    .sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
}

/** The rules of the module comment over two spectra; pure, so tests feed it synthesized signals. */
export function diagnoseSpectra(input: DiagnoseInput): Finding[] {
  const { velocity, shaftHz } = input;
  const found: Finding[] = [];
  const toleranceHz = Math.max(2 * velocity.df, 0.02 * shaftHz);
  const orders = findOrderPeaks(velocity.amplitudes, velocity.df, shaftHz * 60, {
    orders: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    toleranceHz,
  });
  const a = (k: number) => orders[k - 1]?.peak?.amplitude ?? 0;
  const evidence = (k: number): FaultEvidence => ({
    label: `${k}×`,
    hz: orders[k - 1]?.peak?.frequency ?? k * shaftHz,
    amplitude: a(k),
    unit: "mm/s",
  });
  let highest = 0;
  for (let k = Math.max(1, Math.ceil(2 / velocity.df)); k < velocity.amplitudes.length; k++) {
    highest = Math.max(highest, velocity.amplitudes[k]!);
  }
  const a1 = a(1);
  if (a1 >= FAULT_RULES.significantMmS && a1 >= 2 * Math.max(a(2), a(3)) && a1 >= 0.8 * highest) {
    found.push({ key: "imbalance", name: "Imbalance", severity: orderSeverity(a1), evidence: [evidence(1)] });
  }
  if (a(2) >= FAULT_RULES.significantMmS && a(2) >= FAULT_RULES.misalignmentRatio * a1) {
    found.push({
      key: "misalignment",
      name: "Misalignment",
      severity: orderSeverity(a(2)),
      evidence: [evidence(1), evidence(2)],
    });
  }
  if (input.bearing && input.envelope) {
    const env = input.envelope;
    const floor = median(env.amplitudes, Math.max(1, Math.ceil(2 / env.df)));
    const defects = [
      { key: "bearing_outer_race", name: "Bearing outer race defect", label: "BPFO", hz: input.bearing.bpfo },
      { key: "bearing_inner_race", name: "Bearing inner race defect", label: "BPFI", hz: input.bearing.bpfi },
      { key: "bearing_ball", name: "Bearing ball defect", label: "BSF", hz: 2 * input.bearing.bsf },
    ] as const;
    for (const d of defects) {
      const tolerance = (hz: number) => Math.max(2 * env.df, 0.02 * hz);
      const lines = [1, 2, 3].map((k) => lineNear(env, k * d.hz, tolerance(k * d.hz)));
      const [e1, e2, e3] = lines;
      if (!e1) continue;
      const strongEnough =
        e1.amplitude >= FAULT_RULES.envelopeMinGe && e1.amplitude >= FAULT_RULES.envelopeFloorRatio * floor;
      const harmonic = [e2, e3].some(
        (e) => e !== null && e !== undefined && e.amplitude >= FAULT_RULES.envelopeHarmonicRatio * floor,
      );
      if (!strongEnough || !harmonic) continue;
      const ratio = floor > 0 ? e1.amplitude / floor : Number.POSITIVE_INFINITY;
      const [moderate, high] = FAULT_RULES.envelopeSeverityRatio;
      const label = d.key === "bearing_ball" ? "2×BSF" : d.label;
      found.push({
        key: d.key,
        name: d.name,
        severity: ratio >= high ? "high" : ratio >= moderate ? "moderate" : "low",
        evidence: lines.flatMap((e, i) =>
          e
            ? [{ label: i === 0 ? label : `${i + 1}×${label}`, hz: e.hz, amplitude: e.amplitude, unit: "gE" }]
            : [],
        ),
      });
    }
  }
  // Looseness last: orders explained by a bearing defect found above are the bearing's lines.
  const bearingHz = found.flatMap((f) =>
    f.key === "bearing_outer_race" || f.key === "bearing_inner_race" || f.key === "bearing_ball"
      ? [f.evidence[0]!.hz]
      : [],
  );
  const explainedByBearing = (k: number) =>
    bearingHz.some((hz) =>
      Array.from({ length: 10 }, (_, m) => (m + 1) * hz).some(
        (line) => Math.abs(k * shaftHz - line) <= toleranceHz,
      ),
    );
  const looseFloor = Math.max(FAULT_RULES.looseHarmonicMmS, FAULT_RULES.looseHarmonicOfA1 * a1);
  const harmonics = [2, 3, 4, 5, 6, 7, 8, 9, 10].filter((k) => a(k) >= looseFloor && !explainedByBearing(k));
  if (harmonics.length >= FAULT_RULES.looseHarmonicCount) {
    found.push({
      key: "looseness",
      name: "Looseness",
      severity: orderSeverity(Math.max(...harmonics.map(a))),
      evidence: [1, ...harmonics].map(evidence),
    });
  }
  return found;
}

const LIBRARY_NAMES: Record<DiagnosedFault["key"], readonly string[]> = {
  imbalance: ["unbalance", "imbalance"],
  misalignment: ["misalignment"],
  looseness: ["mechanical looseness", "looseness"],
  bearing_outer_race: ["bearing outer race defect", "bearing defect"],
  bearing_inner_race: ["bearing inner race defect", "bearing defect"],
  bearing_ball: ["bearing ball defect", "bearing rolling element defect", "bearing defect"],
};

function lines(view: SpectrumView): Line {
  return { amplitudes: view.amplitudes, df: view.df };
}

/** signals.faults. */
export const faultsOfSensor = viewSignals
  .input(withPathAliases(faultDiagnosisInput))
  .output(faultDiagnosis)
  .query(async ({ ctx, input }): Promise<FaultDiagnosis> => {
    const {
      sensor,
      machine,
      capture,
      notes: captureNotes,
    } = await captureContext(ctx, input.sensor_id, input.fft_id);
    const words = FAULT_WORDS[languageCode(ctx.user.language)];
    const bearing = machine.bearing ? { id: machine.bearing.id, name: machine.bearing.name } : null;
    const notes: string[] = [];
    if (capture?.kind !== WaveformKind.STANDARD || capture.unit !== "g") {
      notes.push(words.notes.noCapture);
      return { sensor_id: sensor.id, capture: null, running_speed_hz: null, bearing, faults: [], notes };
    }
    const summary = captureSummary(capture);
    const shaftHz = runningSpeedHz(captureSpeedRpm(capture), machine);
    const answer = { sensor_id: sensor.id, capture: summary, running_speed_hz: shaftHz, bearing, notes };
    if (shaftHz == null) {
      notes.push(words.notes.unknownSpeed);
      return { ...answer, faults: [] };
    }
    let velocity: SpectrumView;
    let envelope: SpectrumView | null = null;
    try {
      velocity = await spectrumView(
        ctx.db,
        sensor,
        capture,
        { kind: "spectrum", unit: "mm/s", scaling: "rms" },
        machine,
        captureNotes,
      );
      if (machine.bearing)
        envelope = await spectrumView(ctx.db, sensor, capture, { kind: "envelope" }, machine, captureNotes);
    } catch (error) {
      // A capture the DSP refuses (too short, say) is reported, not an error of the page.
      if (!(error instanceof AppError && error.code === "BAD_REQUEST")) throw error;
      notes.push(words.notes.notAnalysed(error.message));
      return { ...answer, faults: [] };
    }
    if (!machine.bearing) notes.push(words.notes.noBearing);
    const findings = withDsp("bearing", () =>
      diagnoseSpectra({
        velocity: lines(velocity),
        envelope: envelope ? lines(envelope) : null,
        shaftHz,
        bearing: machine.bearing ? bearingFrequencies(machine.bearing.geometry, shaftHz) : null,
      }),
    );
    const wanted = [...new Set(findings.flatMap((f) => LIBRARY_NAMES[f.key]))];
    const library =
      wanted.length === 0
        ? []
        : await ctx.db
            .select({
              id: faults.id,
              name: faults.name,
              recommendation: faults.recommendation,
              company_id: faults.company_id,
            })
            .from(faults)
            .where(
              and(
                inArray(sql`lower(${faults.name})`, wanted),
                // The sensor's company's library: its own entries and the shared ones.
                or(isNull(faults.company_id), eq(faults.company_id, sensor.company_id)),
                inLibraryScope(ctx.scope, faults.company_id),
              ),
            );
    const linked = findings.map((f): DiagnosedFault => {
      const match = LIBRARY_NAMES[f.key]
        .flatMap((name) =>
          library
            .filter((l) => l.name.toLowerCase() === name)
            // The company's own entry before the shared one.
            .sort((x, y) => (y.company_id ?? 0) - (x.company_id ?? 0)),
        )
        .at(0);
      const own = match?.company_id != null ? match.recommendation?.trim() : "";
      return {
        ...f,
        name: words.names[f.key],
        recommendation: own || words.recommendations[f.key],
        library_fault: match
          ? { id: match.id, name: match.name, recommendation: match.recommendation }
          : null,
      };
    });
    return { ...answer, faults: linked };
  });
