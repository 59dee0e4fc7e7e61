import { describe, expect, it } from "vitest";
import { CAPTURE_TS, captureSummary, exportMetaOf, spectrumView } from "./capture.fixtures";
import { exportMeta, plainNumber, spectrumCsv, waveformCsv } from "./csv-export";

/** The `# key: value` lines of a CSV as an object, and its table rows. */
function parse(csv: string) {
  const lines = csv.split("\n");
  const header = Object.fromEntries(
    lines.filter((l) => l.startsWith("# ")).map((l) => l.slice(2).split(/: ?(.*)/s, 2) as [string, string]),
  );
  const table = lines.filter((l) => l !== "" && !l.startsWith("#"));
  return { header, columns: table[0]!.split(","), rows: table.slice(1).map((r) => r.split(",")) };
}

describe("plain numbers", () => {
  it("writes 9 significant digits with '.' and no trailing zeros", () => {
    expect(plainNumber(0)).toBe("0");
    expect(plainNumber(1.5)).toBe("1.5");
    expect(plainNumber(100)).toBe("100");
    expect(plainNumber(-0.3125)).toBe("-0.3125");
    expect(plainNumber(1 / 3)).toBe("0.333333333");
    expect(plainNumber(123456.789123)).toBe("123456.789");
    expect(plainNumber(1.23e-7)).toBe("1.23e-7");
    expect(plainNumber(Number.NaN)).toBe("");
  });

  it("gives every float32 back exactly", () => {
    for (const v of [0.1, -2.7182817, 1e-8, 3.4e38, 12345.678]) {
      const f = Math.fround(v);
      expect(Math.fround(Number(plainNumber(f)))).toBe(f);
    }
  });
});

describe("spectrum CSV", () => {
  const view = spectrumView(400);
  const meta = exportMetaOf();

  it("says what was measured in its header lines", () => {
    const { header } = parse(spectrumCsv(view, meta));
    expect(header).toEqual({
      sensor: "Motor DE",
      item: "Pump 3 motor",
      capture: "42",
      captured_at_utc: "2026-03-02T14:00:00.000Z",
      axis: "X",
      capture_kind: "standard",
      spectrum: "spectrum",
      unit: "mm/s",
      scaling: "rms",
      fmax_hz: "1000",
      lines: "400",
      df_hz: "2.5",
      window: "hann",
      envelope_band_hz: "",
      running_speed_hz: "25",
      running_speed_rpm: "1500",
    });
  });

  it("has one row per line: frequency k·Δf, order against 25 Hz, and the amplitude", () => {
    const csv = spectrumCsv(view, meta);
    const { columns, rows } = parse(csv);
    expect(columns).toEqual(["frequency_hz", "order", "amplitude_mm/s"]);
    expect(rows).toHaveLength(401);
    expect(rows[0]).toEqual(["0", "0", "0.05"]);
    expect(rows[10]).toEqual(["25", "1", "4"]); // 10 × 2.5 Hz = 1×
    expect(rows[20]).toEqual(["50", "2", "1.5"]);
    expect(rows[400]).toEqual(["1000", "40", "0.05"]);
    expect(csv.endsWith("0.05\n")).toBe(true);
    expect(csv).not.toContain("\r");
    expect(csv.charCodeAt(0)).toBe("#".charCodeAt(0)); // no byte-order mark
  });

  it("leaves out the order column when the running speed is unknown", () => {
    const unknown = spectrumView(400, { running_speed_hz: null });
    const { header, columns, rows } = parse(spectrumCsv(unknown, exportMetaOf({ rpm: null })));
    expect(header.running_speed_hz).toBe("unknown");
    expect(columns).toEqual(["frequency_hz", "amplitude_mm/s"]);
    expect(rows[10]).toEqual(["25", "4"]);
  });

  it("takes the capture's RPM when the view has no running speed", () => {
    const { header, rows } = parse(spectrumCsv(spectrumView(400, { running_speed_hz: null }), meta));
    expect(header.running_speed_hz).toBe("25");
    expect(rows[10]).toEqual(["25", "1", "4"]);
  });

  it("keeps a name with a line break on its header line, and the item empty when there is none", () => {
    const { header } = parse(spectrumCsv(view, exportMetaOf({ sensor_name: "Motor\nDE", item_name: null })));
    expect(header.sensor).toBe("Motor DE");
    expect(header.item).toBe("");
  });

  it("builds the meta from a capture's summary", () => {
    expect(exportMeta(captureSummary(), "Motor DE", "Pump 3 motor")).toEqual(meta);
  });
});

describe("waveform CSV", () => {
  it("has one row per sample at i / sample rate, the samples exactly", () => {
    const samples = Float32Array.from([0.1, -0.25, 1.75, 3e-5]);
    const csv = waveformCsv(samples, 2560, "g", exportMetaOf({ ts: CAPTURE_TS }));
    const { header, columns, rows } = parse(csv);
    expect(header).toMatchObject({
      unit: "g",
      sample_rate_hz: "2560",
      samples: "4",
      running_speed_rpm: "1500",
    });
    expect(columns).toEqual(["time_s", "value_g"]);
    expect(rows.map((r) => r[0])).toEqual(["0", "0.000390625", "0.00078125", "0.001171875"]);
    expect(rows.map((r) => Math.fround(Number(r[1])))).toEqual([...samples]);
  });
});
