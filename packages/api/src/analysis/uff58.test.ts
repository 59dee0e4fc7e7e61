import { describe, expect, it } from "vitest";
import { exportMetaOf, spectrumView } from "./capture.fixtures";
import { asciiText, fortranA, fortranE, fortranI, uff58Spectrum, uff58Waveform, uffDate } from "./uff58";
import { readUff58, type Uff58Dataset } from "./uff58-reader";

/** Relative precision of E20.12 with one digit before the point: 13 significant digits. */
const E20_12 = 5e-13;

/** Every value within `relative` of the expected one (the values that are not, listed). */
function expectClose(actual: number[], expected: ArrayLike<number>, relative: number) {
  expect(actual).toHaveLength(expected.length);
  const off = Array.from(expected).flatMap((e, i) =>
    Math.abs(actual[i]! - e) <= relative * Math.abs(e) ? [] : [`${i}: ${actual[i]} vs ${e}`],
  );
  expect(off).toEqual([]);
}

const noAxis = { length_exponent: 0, force_exponent: 0, temperature_exponent: 0 };
const unused = { specific_data_type: 0, ...noAxis, label: "NONE", units_label: "NONE" };

describe("Fortran fields", () => {
  it("writes E with one digit before the point and a two-digit exponent, right-justified", () => {
    expect(fortranE(1234.5678, 20, 12)).toBe("  1.234567800000E+03");
    expect(fortranE(-0.000390625, 13, 5)).toBe(" -3.90625E-04");
    expect(fortranE(0, 13, 5)).toBe("  0.00000E+00");
    expect(fortranE(9.9999999, 13, 5)).toBe("  1.00000E+01");
    expect(fortranE(-1.5e-99, 20, 12)).toBe(" -1.500000000000E-99");
    expect(fortranE(1e-120, 13, 5)).toBe("  0.00000E+00");
    expect(() => fortranE(1e120, 13, 5)).toThrow(RangeError);
    expect(() => fortranE(Number.NaN, 20, 12)).toThrow(RangeError);
  });

  it("writes I right-justified, A left-justified in ASCII, and refuses what does not fit", () => {
    expect(fortranI(42, 10)).toBe("        42");
    expect(fortranI(-3, 4)).toBe("  -3");
    expect(() => fortranI(123456, 5)).toThrow(RangeError);
    expect(fortranA("Bomba Ñandú nº 3", 10)).toBe("Bomba Nand");
    expect(fortranA("", 10)).toBe("NONE      ");
    expect(asciiText("Línea 2 → 泵")).toBe("Linea 2 ? ?");
  });

  it("dates record 3 as DD-MMM-YY HH:MM:SS in UTC", () => {
    expect(uffDate(Date.UTC(2026, 2, 2, 14, 5, 9))).toBe("02-Mar-26 14:05:09");
  });
});

describe("a waveform as dataset 58", () => {
  const samples = Float32Array.from([0.1, -0.25, 1.75, 3e-5, -2.7182817, 0, 12.5, -0.001, 0.333333, 7]);
  const text = uff58Waveform(samples, 2560, "g", exportMetaOf());
  const lines = text.split("\n");

  it("is delimited by '    -1', numbered '    58', and every record has its format's width", () => {
    expect(text.endsWith("    -1\n")).toBe(true);
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe("    -1");
    expect(lines[1]).toBe("    58");
    expect(lines.slice(2, 7).map((l) => l.length)).toEqual([80, 80, 80, 80, 80]);
    expect(lines[7]!.length).toBe(80); // 2(I5,I10),2(1X,10A1,I10,I4)
    expect(lines[8]!.length).toBe(69); // 3I10,3E13.5
    expect(lines.slice(9, 13).map((l) => l.length)).toEqual([67, 67, 67, 67]); // I10,3I5,2(1X,20A1)
    // 10 values, 4E20.12: two full lines and one of two values.
    expect(lines.slice(13, 16).map((l) => l.length)).toEqual([80, 80, 40]);
    expect(lines[16]).toBe("    -1");
    expect(lines).toHaveLength(18);
    expect(text).not.toContain("\r");
  });

  it("writes records 6–11 field by field in their columns", () => {
    expect(lines[7]).toBe(
      "    1" +
        "        42" +
        "    0" +
        "         0" +
        " " +
        "Motor DE  " +
        "         7" +
        "   1" +
        " " +
        "NONE      " +
        "         0" +
        "   0",
    );
    expect(lines[8]).toBe(
      "         4" + "        10" + "         1" + "  0.00000E+00" + "  3.90625E-04" + "  0.00000E+00",
    );
    expect(lines[9]).toBe(
      "        17" + "    0    0    0" + " Time                " + " s                   ",
    );
    expect(lines[10]).toBe(
      "        12" + "    0    0    0" + " Acceleration        " + " g                   ",
    );
    expect(lines[11]).toBe(
      "         0" + "    0    0    0" + " NONE                " + " NONE                ",
    );
    expect(lines[13]!.slice(0, 20)).toBe(fortranE(Math.fround(0.1), 20, 12));
  });

  it("reads back with every field and every sample", () => {
    const [dataset, ...more] = readUff58(text);
    expect(more).toEqual([]);
    const { x, data, ...header } = dataset!;
    expect(header).toEqual({
      id_lines: [
        "Time waveform g",
        "Sensor Motor DE / Item Pump 3 motor",
        "02-Mar-26 14:00:00",
        "Capture 42 2026-03-02T14:00:00.000Z axis X standard",
        "10 samples at 2560 Hz, 1500 RPM",
      ],
      function_type: 1,
      function_id: 42,
      version: 0,
      load_case: 0,
      response: { entity: "Motor DE", node: 7, direction: 1 },
      reference: { entity: "NONE", node: 0, direction: 0 },
      ordinate_data_type: 4,
      points: 10,
      abscissa_spacing: 1,
      abscissa_min: 0,
      abscissa_increment: 1 / 2560,
      z_axis_value: 0,
      abscissa: { specific_data_type: 17, ...noAxis, label: "Time", units_label: "s" },
      ordinate: { specific_data_type: 12, ...noAxis, label: "Acceleration", units_label: "g" },
      denominator: unused,
      z_axis: unused,
      imaginary: null,
    } satisfies Omit<Uff58Dataset, "x" | "data">);
    expectClose(data, samples, E20_12);
    // 13 significant digits hold a float32 exactly.
    expect(data.map(Math.fround)).toEqual([...samples]);
    expectClose(
      x,
      Array.from(samples, (_, i) => i / 2560),
      1e-15,
    );
  });
});

describe("a spectrum as dataset 58", () => {
  const view = spectrumView(3200);
  const text = uff58Spectrum(view, exportMetaOf({ axis: 3 }));

  it("reads back as a spectrum of frequency in Hz from 0 in steps of Δf, every line", () => {
    const [dataset] = readUff58(text);
    expect(dataset!.function_type).toBe(12);
    expect(dataset!.response).toEqual({ entity: "Motor DE", node: 7, direction: 3 });
    expect(dataset!.id_lines[0]).toBe("Spectrum mm/s rms");
    expect(dataset!.id_lines[4]).toBe("Fmax 1000 Hz, 3200 lines, df 0.3125 Hz, hann window, 1500 RPM");
    expect(dataset!.points).toBe(3201);
    expect(dataset!.abscissa_min).toBe(0);
    expect(dataset!.abscissa_increment).toBe(0.3125);
    expect(dataset!.abscissa).toEqual({
      specific_data_type: 18,
      ...noAxis,
      label: "Frequency",
      units_label: "Hz",
    });
    expect(dataset!.ordinate).toEqual({
      specific_data_type: 11,
      ...noAxis,
      label: "Velocity",
      units_label: "mm/s",
    });
    expectClose(dataset!.data, view.amplitudes, E20_12);
    expect(dataset!.x[80]).toBe(25);
    expect(dataset!.data[80]).toBe(4);
  });

  it("keeps every data line at 80 columns but the last (3201 = 800 × 4 + 1)", () => {
    const lines = text.split("\n");
    const data = lines.slice(13, -2);
    expect(data).toHaveLength(801);
    expect(data.slice(0, 800).every((l) => l.length === 80)).toBe(true);
    expect(data[800]!.length).toBe(20);
    expect(lines.at(-2)).toBe("    -1");
  });

  it("reads two datasets written one after the other", () => {
    const both = readUff58(uff58Waveform([1, 2, 3], 100, "g", exportMetaOf()) + text);
    expect(both.map((d) => d.function_type)).toEqual([1, 12]);
    expect(both[0]!.data).toEqual([1, 2, 3]);
  });
});

describe("the reader refuses a malformed dataset, naming the record", () => {
  const text = uff58Waveform([0.5, 1, 1.5, 2, 2.5], 1000, "g", exportMetaOf());
  const lines = text.split("\n");
  const broken = (index: number, line: string | null) =>
    lines.flatMap((l, i) => (i !== index ? [l] : line === null ? [] : [line])).join("\n");

  it.each([
    [
      "a letter in a count",
      8,
      lines[8]!.replace("         5", "        5x"),
      /record 7 \(line 9\): field 2 \(number of values\) " {8}5x" is not an integer/,
    ],
    [
      "an unknown ordinate data type",
      8,
      lines[8]!.replace("         4", "         3"),
      /record 7 .*ordinate data type\) 3/,
    ],
    ["record 6 shifted one column", 7, ` ${lines[7]}`, /record 6 \(line 8\)/],
    [
      "a label in a number's columns",
      10,
      lines[10]!.replace("        12", "     accel"),
      /record 9 .*specific data type/,
    ],
    [
      "a value that is not a number",
      13,
      lines[13]!.replace("E+00", "X+00"),
      /record 12 \(line 14\): value 2 " {2}1\.000000000000X\+00" is not a number/,
    ],
    ["a data line missing", 14, null, /record 12: holds 4 of its 5 values/],
    ["an extra data line", 14, `${lines[14]}\n${lines[14]}`, /record 12 \(line 16\).*closing/],
    ["the file cut after record 5", 7, "    -1", /record 6/],
  ])("%s", (_, index, line, message) => {
    expect(() => readUff58(broken(index, line))).toThrow(message);
  });

  it("refuses the binary form and text outside a dataset", () => {
    expect(() =>
      readUff58(
        text.replace(
          "    58\n",
          "    58b     1     2          11          40     0     0           0           0\n",
        ),
      ),
    ).toThrow(/binary/);
    expect(() => readUff58(`hello\n${text}`)).toThrow(/line 1.*opens a dataset/);
  });
});

describe("a dataset 58 written by hand from the definition", () => {
  // A dataset 151 header first (skipped), then a case 1 (real single, even: 6E13.5) and a case 6
  // (real double, uneven: 2(E13.5,E20.12)) dataset, in plain Fortran E form, one with a D exponent.
  const text = [
    "    -1",
    "   151",
    "pump3.unv",
    "NONE",
    "    -1",
    "    -1",
    "    58",
    "Pump 3 motor DE horizontal acceleration",
    "NONE",
    "19-Jun-96 10:12:52",
    "NONE",
    "NONE",
    "    1         5    1         0 PUMP3            101   3 NONE               0   0",
    "         2         8         1  0.00000E+00  0.12500E+00  0.00000E+00",
    "        17    0    0    0 Time                 s",
    "        12    0    0    0 Acceleration         g",
    "         0    0    0    0 NONE                 NONE",
    "         0    0    0    0 NONE                 NONE",
    "  1.00000E+00 -2.50000E-01  3.12500E-02  0.00000E+00 -1.00000E+01  4.00000E+02",
    "  5.00000E-01 -1.23450E+00",
    "    -1",
    "    -1",
    "    58",
    "Pump 3 orders",
    "NONE",
    "NONE",
    "NONE",
    "NONE",
    "   12         6    2         0 NONE               0   0 NONE               0   0",
    "         4         3         0  0.00000E+00  0.00000E+00  0.00000E+00",
    "        20    0    0    0 Order                NONE",
    "        11    0    0    0 Velocity             mm/s",
    "         0    0    0    0 NONE                 NONE",
    "         0    0    0    0 NONE                 NONE",
    "  1.00000E+00  0.123456789012E+01  2.00000E+00 -0.250000000000E+00",
    "  3.50000E+00  3.000000000000D+02",
    "    -1",
    "",
  ].join("\r\n");

  it("reads the fields and values of both", () => {
    const [single, uneven, ...more] = readUff58(text);
    expect(more).toEqual([]);
    expect(single).toMatchObject({
      id_lines: ["Pump 3 motor DE horizontal acceleration", "NONE", "19-Jun-96 10:12:52", "NONE", "NONE"],
      function_type: 1,
      function_id: 5,
      version: 1,
      load_case: 0,
      response: { entity: "PUMP3", node: 101, direction: 3 },
      reference: { entity: "NONE", node: 0, direction: 0 },
      ordinate_data_type: 2,
      points: 8,
      abscissa_spacing: 1,
      abscissa_min: 0,
      abscissa_increment: 0.125,
      abscissa: { specific_data_type: 17, label: "Time", units_label: "s" },
      ordinate: { specific_data_type: 12, label: "Acceleration", units_label: "g" },
      imaginary: null,
    });
    expect(single!.data).toEqual([1, -0.25, 0.03125, 0, -10, 400, 0.5, -1.2345]);
    expect(single!.x).toEqual([0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875]);
    expect(uneven).toMatchObject({
      function_type: 12,
      function_id: 6,
      ordinate_data_type: 4,
      abscissa_spacing: 0,
    });
    expect(uneven!.abscissa).toMatchObject({ specific_data_type: 20, label: "Order", units_label: "NONE" });
    expect(uneven!.x).toEqual([1, 2, 3.5]);
    expect(uneven!.data).toEqual([1.23456789012, -0.25, 300]);
  });
});
