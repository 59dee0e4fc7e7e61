/**
 * A capture as a Universal File Format dataset 58 ("Function at Nodal DOF", SDRC I-DEAS, ASCII),
 * the exchange format modal and vibration analysis tools read (ME'scope, Simcenter Test.Lab,
 * ARTeMIS, pyuff…). Written to the dataset's definition, field by field in its Fortran formats,
 * because readers take each field from its columns:
 *
 *   "    -1"                          start of dataset (I6)
 *   "    58"                          dataset number (I6)
 *   records 1–5   80A1                ID lines (description, sensor/item, date, capture, setup)
 *   record 6      2(I5,I10),2(1X,10A1,I10,I4)  function type, id, version, load case,
 *                                     response entity/node/direction, reference ditto
 *   record 7      3I10,3E13.5         ordinate data type, values, spacing, abscissa min, increment, z
 *   records 8–11  I10,3I5,2(1X,20A1)  abscissa, ordinate, denominator, z-axis characteristics
 *   record 12     4E20.12             the values, four to a line
 *   "    -1"                          end of dataset
 *
 * Ordinates are real double precision (ordinate data type 4, format 4E20.12) with even abscissa
 * spacing. Samples are stored as float32, which needs 9 significant digits to come back exactly;
 * single precision's E13.5 keeps only 6, so an exported waveform would no longer be the capture.
 * Doubles cost 20 columns a value instead of 13 (a 25 600-line spectrum is about 0.5 MB).
 * Values are written as Fortran writes them with a 1P scale factor (d.dddddddddddd E±ee, 13
 * significant digits), the form I-DEAS and most writers use; a READ with the dataset's own
 * format reads it. The abscissa minimum and increment are E13.5 by definition (6 digits).
 *
 * Text is ASCII (names are folded: "Ñ" → "N", "ł" → "l"), lines end in LF. Response node is the sensor id and
 * its direction the capture's axis (+X, +Y, +Z translation; scalar for a single-axis quantity); no
 * reference (load case 0, reference "NONE").
 */
import { axisLabel, type SpectrumView } from "@plantwise/shared";
import { captureKindName, type ExportMeta, exportRunningSpeedHz, plainNumber } from "./csv-export";
import { foldText } from "./text-fold";

/** Function types of record 6 field 1. */
export const UFF_FUNCTION = { TIME_RESPONSE: 1, SPECTRUM: 12 } as const;
/** Specific data types of records 8–11 field 1. */
export const UFF_DATA_TYPE = {
  UNKNOWN: 0,
  DISPLACEMENT: 8,
  VELOCITY: 11,
  ACCELERATION: 12,
  TIME: 17,
  FREQUENCY: 18,
} as const;
/** Ordinate data type of record 7: real, double precision. */
export const UFF_REAL_DOUBLE = 4;

const DELIMITER = "    -1";

/** Text folded to printable ASCII (text-fold.ts): "Ñ" → "N", "ł" → "l", anything else "?". */
export function asciiText(text: string): string {
  return foldText(text, (c) => c >= 0x20 && c <= 0x7e);
}

/** Fortran Iw: right-justified; a number that does not fit is refused (Fortran would write stars). */
export function fortranI(value: number, width: number): string {
  const text = String(Math.trunc(value));
  if (text.length > width) throw new RangeError(`${value} does not fit in I${width}`);
  return text.padStart(width);
}

/** Fortran Aw: left-justified, cut at w, "NONE" when empty (the definition's word for unused). */
export function fortranA(value: string, width: number): string {
  const text = asciiText(value).trim() || "NONE";
  return text.slice(0, width).padEnd(width);
}

/**
 * Fortran 1PEw.d: one digit before the point, d after, a signed two-digit exponent, right-justified
 * in w columns. Values below 1e-99 in magnitude are written as zero; larger than 1e99, and values
 * that are not finite, are refused (the format has no room for them).
 */
export function fortranE(value: number, width: number, decimals: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`${value} cannot be written in E${width}.${decimals}`);
  let [mantissa = "", exponent = "0"] = value.toExponential(decimals).split("e");
  let power = Number(exponent);
  if (power < -99) [mantissa, power] = [(0).toFixed(decimals), 0];
  if (power > 99) throw new RangeError(`${value} cannot be written in E${width}.${decimals}`);
  const sign = power < 0 ? "-" : "+";
  const text = `${mantissa}E${sign}${String(Math.abs(power)).padStart(2, "0")}`;
  if (text.length > width) throw new RangeError(`${value} does not fit in E${width}.${decimals}`);
  return text.padStart(width);
}

/** An ID line (80A1, all 80 columns); the definition asks for "NONE" rather than a blank line. */
function idLine(text: string): string {
  return fortranA(text, 80);
}

/** Records 8–11: I10,3I5,2(1X,20A1); the units exponents are implied by the specific data type. */
function characteristics(dataType: number, label: string, units: string): string {
  return `${fortranI(dataType, 10)}${fortranI(0, 5).repeat(3)} ${fortranA(label, 20)} ${fortranA(units, 20)}`;
}

/** The specific data type and axis label of a unit. */
export function ordinateOf(unit: string): { type: number; label: string } {
  const u = unit.trim();
  if (u === "gE") return { type: UFF_DATA_TYPE.ACCELERATION, label: "Envelope accel." };
  if (["g", "m/s2", "m/s²", "mm/s2", "mm/s²", "in/s2", "in/s²"].includes(u))
    return { type: UFF_DATA_TYPE.ACCELERATION, label: "Acceleration" };
  if (["mm/s", "m/s", "in/s", "ips"].includes(u)) return { type: UFF_DATA_TYPE.VELOCITY, label: "Velocity" };
  if (["mm", "m", "um", "µm", "μm", "mil", "mils", "in"].includes(u))
    return { type: UFF_DATA_TYPE.DISPLACEMENT, label: "Displacement" };
  return { type: UFF_DATA_TYPE.UNKNOWN, label: "Amplitude" };
}

/** Record 3's date and time: DD-MMM-YY HH:MM:SS (9A1,1X,8A1), in UTC. */
export function uffDate(ts: number): string {
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const d = new Date(ts);
  const two = (n: number) => String(n).padStart(2, "0");
  const date = `${two(d.getUTCDate())}-${months[d.getUTCMonth()]}-${two(d.getUTCFullYear() % 100)}`;
  return `${date} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/** The response direction of an axis: 1 +X, 2 +Y, 3 +Z translation; 0 scalar. */
function direction(axis: number): number {
  return axis >= 1 && axis <= 3 ? axis : 0;
}

interface Function58 {
  functionType: number;
  ids: [string, string, string, string, string];
  meta: ExportMeta;
  abscissa: { type: number; label: string; units: string; increment: number };
  ordinate: { type: number; label: string; units: string };
  values: ArrayLike<number>;
}

/** One dataset 58: the records in their formats, evenly spaced real double values from 0. */
function dataset58(f: Function58): string {
  const { meta } = f;
  const lines = [DELIMITER, fortranI(58, 6), ...f.ids.map(idLine)];
  lines.push(
    fortranI(f.functionType, 5) +
      fortranI(meta.capture_id, 10) +
      fortranI(0, 5) +
      fortranI(0, 10) +
      ` ${fortranA(meta.sensor_name, 10)}${fortranI(meta.sensor_id, 10)}${fortranI(direction(meta.axis), 4)}` +
      ` ${fortranA("NONE", 10)}${fortranI(0, 10)}${fortranI(0, 4)}`,
  );
  lines.push(
    fortranI(UFF_REAL_DOUBLE, 10) +
      fortranI(f.values.length, 10) +
      fortranI(1, 10) +
      fortranE(0, 13, 5) +
      fortranE(f.abscissa.increment, 13, 5) +
      fortranE(0, 13, 5),
  );
  lines.push(characteristics(f.abscissa.type, f.abscissa.label, f.abscissa.units));
  lines.push(characteristics(f.ordinate.type, f.ordinate.label, f.ordinate.units));
  lines.push(characteristics(0, "NONE", "NONE"), characteristics(0, "NONE", "NONE"));
  for (let i = 0; i < f.values.length; i += 4) {
    let row = "";
    for (let j = i; j < Math.min(i + 4, f.values.length); j++) row += fortranE(f.values[j]!, 20, 12);
    lines.push(row);
  }
  lines.push(DELIMITER);
  return `${lines.join("\n")}\n`;
}

function sensorLine(meta: ExportMeta): string {
  return `Sensor ${meta.sensor_name} / Item ${meta.item_name ?? "none"}`;
}

function captureLine(meta: ExportMeta): string {
  const axis = axisLabel(meta.axis) || String(meta.axis);
  return `Capture ${meta.capture_id} ${new Date(meta.ts).toISOString()} axis ${axis} ${captureKindName(meta.kind)}`;
}

function rpmText(rpm: number | null): string {
  return rpm === null ? "speed unknown" : `${plainNumber(rpm)} RPM`;
}

/** The time waveform of a capture: function type 1 (time response), time in s against its unit. */
export function uff58Waveform(
  samples: ArrayLike<number>,
  sampleRate: number,
  unit: string,
  meta: ExportMeta,
): string {
  const ordinate = ordinateOf(unit);
  return dataset58({
    functionType: UFF_FUNCTION.TIME_RESPONSE,
    ids: [
      `Time waveform ${unit}`,
      sensorLine(meta),
      uffDate(meta.ts),
      captureLine(meta),
      `${samples.length} samples at ${plainNumber(sampleRate)} Hz, ${rpmText(meta.rpm)}`,
    ],
    meta,
    abscissa: { type: UFF_DATA_TYPE.TIME, label: "Time", units: "s", increment: 1 / sampleRate },
    ordinate: { ...ordinate, units: unit },
    values: samples,
  });
}

/** A capture's spectrum: function type 12 (spectrum), frequency in Hz from 0 in steps of Δf. */
export function uff58Spectrum(view: SpectrumView, meta: ExportMeta): string {
  const ordinate = ordinateOf(view.unit);
  const speed = exportRunningSpeedHz(view, meta);
  const band = view.envelope_band ? ` band ${view.envelope_band.map(plainNumber).join("-")} Hz` : "";
  return dataset58({
    functionType: UFF_FUNCTION.SPECTRUM,
    ids: [
      `${view.kind === "envelope" ? "Envelope spectrum" : "Spectrum"} ${view.unit} ${view.scaling}${band}`,
      sensorLine(meta),
      uffDate(meta.ts),
      captureLine(meta),
      `Fmax ${plainNumber(view.fmax)} Hz, ${view.lines} lines, df ${plainNumber(view.df)} Hz, ` +
        `${view.window} window, ${rpmText(speed === null ? null : speed * 60)}`,
    ],
    meta,
    abscissa: { type: UFF_DATA_TYPE.FREQUENCY, label: "Frequency", units: "Hz", increment: view.df },
    ordinate: { ...ordinate, units: view.unit },
    values: view.amplitudes,
  });
}
