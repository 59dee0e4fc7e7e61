/**
 * Reads Universal File Format datasets 58 (ASCII) from a text, by the definition's columns, as a
 * Fortran READ with each record's format would: a field is its columns, whatever sits in them, so a
 * value pushed one column over is refused rather than misread. Other datasets in the file (151,
 * 164, 15…) are skipped; the binary variant 58b is refused (it is not text).
 *
 * Fields follow the definition's records: 1–5 ID lines (80A1); 6 DOF identification
 * (2(I5,I10),2(1X,10A1,I10,I4)); 7 data form (3I10,3E13.5); 8–11 abscissa, ordinate, ordinate
 * denominator and z-axis characteristics (I10,3I5,2(1X,20A1)); 12 the values, in the layout of
 * the ordinate data type (2 real single, 4 real double, 5 complex single, 6 complex double) and
 * abscissa spacing (0 uneven: abscissa values stored, 1 even):
 *   single precision, even or uneven: 6E13.5 · real double, even: 4E20.12 ·
 *   real double, uneven: 2(E13.5,E20.12) · complex double, even: 4E20.12 ·
 *   complex double, uneven: E13.5,2E20.12.
 * As in Fortran, a blank integer or real field of records 6–11 reads as zero; a value of record 12
 * that is missing or not a number is an error.
 */

export interface Uff58Axis {
  specific_data_type: number;
  length_exponent: number;
  force_exponent: number;
  temperature_exponent: number;
  label: string;
  units_label: string;
}

export interface Uff58Node {
  entity: string;
  node: number;
  direction: number;
}

export interface Uff58Dataset {
  /** Records 1–5, trailing blanks removed. */
  id_lines: string[];
  function_type: number;
  function_id: number;
  version: number;
  load_case: number;
  response: Uff58Node;
  reference: Uff58Node;
  ordinate_data_type: number;
  /** Data values (even spacing) or data pairs (uneven). */
  points: number;
  /** 0 uneven, 1 even. */
  abscissa_spacing: number;
  abscissa_min: number;
  abscissa_increment: number;
  z_axis_value: number;
  abscissa: Uff58Axis;
  ordinate: Uff58Axis;
  denominator: Uff58Axis;
  z_axis: Uff58Axis;
  /** Abscissa of each point: read (uneven) or min + k · increment (even). */
  x: number[];
  /** Ordinate values; real parts of complex data. */
  data: number[];
  /** Imaginary parts of complex data; null for real data. */
  imaginary: number[] | null;
}

/** A line of the text being read and its 1-based number. */
interface Line {
  text: string;
  number: number;
}

class Uff58Error extends Error {
  constructor(where: string, problem: string) {
    super(`UFF dataset 58 ${where}: ${problem}`);
    this.name = "Uff58Error";
  }
}

type FieldKind = "I" | "E" | "A" | "X";
interface Field {
  kind: FieldKind;
  width: number;
  name: string;
}

const I = (width: number, name: string): Field => ({ kind: "I", width, name });
const E = (width: number, name: string): Field => ({ kind: "E", width, name });
const A = (width: number, name: string): Field => ({ kind: "A", width, name });
const X: Field = { kind: "X", width: 1, name: "" };

const RECORD_6 = [
  I(5, "function type"),
  I(10, "function identification number"),
  I(5, "version number"),
  I(10, "load case identification number"),
  X,
  A(10, "response entity name"),
  I(10, "response node"),
  I(4, "response direction"),
  X,
  A(10, "reference entity name"),
  I(10, "reference node"),
  I(4, "reference direction"),
];
const RECORD_7 = [
  I(10, "ordinate data type"),
  I(10, "number of values"),
  I(10, "abscissa spacing"),
  E(13, "abscissa minimum"),
  E(13, "abscissa increment"),
  E(13, "z-axis value"),
];
const CHARACTERISTICS = [
  I(10, "specific data type"),
  I(5, "length units exponent"),
  I(5, "force units exponent"),
  I(5, "temperature units exponent"),
  X,
  A(20, "axis label"),
  X,
  A(20, "axis units label"),
];

const INTEGER = /^[+-]?\d+$/;
/** A Fortran real: digits with an optional point, an exponent with E or D, or a signed exponent alone. */
const REAL = /^([+-]?(?:\d+\.?\d*|\.\d+))(?:[EeDd]([+-]?\d+)|([+-]\d+))?$/;

function parseInteger(text: string): number | null {
  const t = text.trim();
  if (t === "") return 0;
  return INTEGER.test(t) ? Number(t) : null;
}

function parseReal(text: string): number | null {
  const m = REAL.exec(text.trim());
  if (!m) return null;
  const exponent = m[2] ?? m[3];
  return Number(exponent === undefined ? m[1] : `${m[1]}e${exponent}`);
}

/** A record's fields in order (X fields left out): numbers, and texts without trailing blanks. */
type Values = (number | string)[];
const num = (values: Values, i: number) => values[i] as number;
const str = (values: Values, i: number) => values[i] as string;

/** The fields of one record by their columns; text beyond the last field must be blank. */
function readRecord(line: Line | undefined, record: number, fields: Field[]): Values {
  const where = `record ${record}`;
  if (line === undefined) throw new Uff58Error(where, "is missing (the file ends early)");
  const out: Values = [];
  let at = 0;
  fields.forEach((field, i) => {
    const text = line.text.slice(at, at + field.width);
    at += field.width;
    if (field.kind === "X") return;
    if (field.kind === "A") {
      out.push(text.trimEnd());
      return;
    }
    const value = field.kind === "I" ? parseInteger(text) : text.trim() === "" ? 0 : parseReal(text);
    if (value === null) {
      const type = field.kind === "I" ? "an integer" : "a number";
      throw new Uff58Error(
        `${where} (line ${line.number})`,
        `field ${i + 1 - fields.slice(0, i).filter((f) => f.kind === "X").length} (${field.name}) ` +
          `"${text}" is not ${type}`,
      );
    }
    out.push(value);
  });
  if (line.text.slice(at).trim() !== "")
    throw new Uff58Error(`${where} (line ${line.number})`, `has text after column ${at}`);
  return out;
}

function axisOf(v: Values): Uff58Axis {
  return {
    specific_data_type: num(v, 0),
    length_exponent: num(v, 1),
    force_exponent: num(v, 2),
    temperature_exponent: num(v, 3),
    label: str(v, 4),
    units_label: str(v, 5),
  };
}

/** Record 12's field widths on one line and the values each point takes. */
function dataLayout(ordinateType: number, even: boolean): { widths: number[]; perPoint: number } {
  const complex = ordinateType === 5 || ordinateType === 6;
  const perPoint = (complex ? 2 : 1) + (even ? 0 : 1);
  if (ordinateType === 2 || ordinateType === 5) return { widths: Array(6).fill(13), perPoint };
  if (even) return { widths: [20, 20, 20, 20], perPoint };
  return { widths: complex ? [13, 20, 20] : [13, 20, 13, 20], perPoint };
}

/** Reads the values of record 12 from `lines`, starting at `start`; answers them and the next line. */
function readValues(lines: Line[], start: number, count: number, widths: number[]) {
  const values: number[] = [];
  let i = start;
  while (values.length < count) {
    const line = lines[i];
    if (line === undefined || isDelimiter(line.text))
      throw new Uff58Error("record 12", `holds ${values.length} of its ${count} values`);
    let at = 0;
    for (const width of widths) {
      if (values.length === count) break;
      const text = line.text.slice(at, at + width);
      at += width;
      const value = parseReal(text);
      if (value === null)
        throw new Uff58Error(
          `record 12 (line ${line.number})`,
          `value ${values.length + 1} "${text}" is not a number`,
        );
      values.push(value);
    }
    if (line.text.slice(at).trim() !== "")
      throw new Uff58Error(`record 12 (line ${line.number})`, `has text after column ${at}`);
    i++;
  }
  return { values, next: i };
}

function isDelimiter(text: string): boolean {
  return text.slice(0, 6) === "    -1" && text.slice(6).trim() === "";
}

/** One dataset 58 whose records start at `lines[start]` (after the "58" line); answers it and the next line. */
function readDataset(lines: Line[], start: number): { dataset: Uff58Dataset; next: number } {
  const id_lines = [1, 2, 3, 4, 5].map((record) => {
    const line = lines[start + record - 1];
    if (line === undefined || isDelimiter(line.text))
      throw new Uff58Error(`record ${record}`, "is missing (the dataset ends early)");
    return line.text.trimEnd();
  });
  const r6 = readRecord(lines[start + 5], 6, RECORD_6);
  const r7 = readRecord(lines[start + 6], 7, RECORD_7) as number[];
  const [ordinateType = 0, points = 0, spacing = 0, min = 0, increment = 0, z = 0] = r7;
  const r7Line = `record 7 (line ${lines[start + 6]!.number})`;
  if (![2, 4, 5, 6].includes(ordinateType))
    throw new Uff58Error(r7Line, `field 1 (ordinate data type) ${ordinateType} is not 2, 4, 5 or 6`);
  if (spacing !== 0 && spacing !== 1)
    throw new Uff58Error(r7Line, `field 3 (abscissa spacing) ${spacing} is not 0 or 1`);
  if (points < 0) throw new Uff58Error(r7Line, `field 2 (number of values) ${points} is negative`);
  const axes = [8, 9, 10, 11].map((record, i) =>
    axisOf(readRecord(lines[start + 7 + i], record, CHARACTERISTICS)),
  );
  const even = spacing === 1;
  const { widths, perPoint } = dataLayout(ordinateType, even);
  const { values, next } = readValues(lines, start + 11, points * perPoint, widths);
  const closing = lines[next];
  if (closing === undefined || !isDelimiter(closing.text))
    throw new Uff58Error(
      `record 12 (line ${closing?.number ?? lines.length + 1})`,
      `holds more than its ${points} points, or the closing "    -1" is missing`,
    );
  const complex = ordinateType >= 5;
  const column = (offset: number) => Array.from({ length: points }, (_, k) => values[k * perPoint + offset]!);
  const dataset: Uff58Dataset = {
    id_lines,
    function_type: num(r6, 0),
    function_id: num(r6, 1),
    version: num(r6, 2),
    load_case: num(r6, 3),
    response: { entity: str(r6, 4), node: num(r6, 5), direction: num(r6, 6) },
    reference: { entity: str(r6, 7), node: num(r6, 8), direction: num(r6, 9) },
    ordinate_data_type: ordinateType,
    points,
    abscissa_spacing: spacing,
    abscissa_min: min,
    abscissa_increment: increment,
    z_axis_value: z,
    abscissa: axes[0]!,
    ordinate: axes[1]!,
    denominator: axes[2]!,
    z_axis: axes[3]!,
    x: even ? Array.from({ length: points }, (_, k) => min + k * increment) : column(0),
    data: column(even ? 0 : 1),
    imaginary: complex ? column(even ? 1 : 2) : null,
  };
  return { dataset, next: next + 1 };
}

/**
 * Every dataset 58 of a universal file, in order. Throws an Error naming the record (and line)
 * of the first field that does not read.
 */
export function readUff58(text: string): Uff58Dataset[] {
  const lines: Line[] = text.split(/\r?\n/).map((t, i) => ({ text: t, number: i + 1 }));
  const out: Uff58Dataset[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.text.trim() === "") {
      i++;
      continue;
    }
    if (!isDelimiter(line.text))
      throw new Uff58Error(`file (line ${line.number})`, 'expected the "    -1" that opens a dataset');
    const id = lines[i + 1];
    if (id === undefined)
      throw new Uff58Error(`file (line ${line.number})`, "ends after a dataset's opening");
    const number = parseInteger(id.text.slice(0, 6));
    if (number === 58 && id.text.slice(6, 7).toLowerCase() === "b")
      throw new Uff58Error(`(line ${id.number})`, "is binary (58b); only the ASCII form is read");
    if (number === 58 && id.text.slice(6).trim() === "") {
      try {
        const { dataset, next } = readDataset(lines, i + 2);
        out.push(dataset);
        i = next;
      } catch (error) {
        if (error instanceof Uff58Error && out.length > 0)
          error.message = `${error.message} (dataset ${out.length + 1} of the file)`;
        throw error;
      }
      continue;
    }
    // Another dataset: skip to its closing delimiter.
    let end = i + 2;
    while (end < lines.length && !isDelimiter(lines[end]!.text)) end++;
    if (end >= lines.length)
      throw new Uff58Error(`file (line ${id.number})`, `dataset ${id.text.trim()} has no closing "    -1"`);
    i = end + 1;
  }
  return out;
}
