import type { LanguageCode } from "@plantwise/shared";
import { describe, expect, it } from "vitest";
import { spectrumView } from "./capture.fixtures";
import { type ChartPdfData, renderChartPdf } from "./chart-pdf";
import { pdfText } from "./chart-pdf-plot";
import { CHART_PDF_WORDS } from "./chart-pdf-text";

/** WinAnsi codes 0x80–0x9F that are not Latin-1 (the rest of WinAnsi is). */
const WIN_ANSI_HIGH: Record<number, string> = { 133: "…", 150: "–", 151: "—", 155: "›", 139: "‹", 149: "•" };

/**
 * The text lines of an uncompressed PDF: pdfkit writes each line as a TJ array of hex glyph codes
 * split by kerning adjustments; joining the hex runs gives the line back.
 */
function textOf(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  return [...source.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((m) =>
      [...Buffer.from([...m[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join(""), "hex")]
        .map((b) => WIN_ANSI_HIGH[b] ?? String.fromCharCode(b))
        .join(""),
    )
    .join("\n");
}

const pages = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;

function chartData(overrides: Partial<ChartPdfData> = {}): ChartPdfData {
  return {
    view: spectrumView(3200, {
      notes: [
        {
          id: 1,
          waveform_id: 42,
          sensor_id: 7,
          body: "Outer race tone since the last regreasing",
          hz: 89.3,
          user_id: 1,
          user_name: "Ana Qxz",
          created_at: 0,
          updated_at: 0,
        },
      ],
    }),
    y_scale: "linear",
    x_mode: "hz",
    range_hz: [0, 400],
    families: ["order", "bearing"],
    cursors: [
      { label: "Qxz-1x", hz: 25, amplitude: 4 },
      { label: "Qxz-2x", hz: 50, amplitude: 1.5 },
      { label: "Qxz-BPFO", hz: 89.3, amplitude: 0.8 },
    ],
    path: ["Planta Qxz", "Linea Qxz", "Molino Qxz", "Motor Qxz", "Rodamiento Qxz"],
    sensor_name: "Qxz-S1",
    time_zone: "America/Toronto",
    db_reference: 1e-6,
    generated_at: Date.UTC(2026, 2, 3, 15, 30),
    ...overrides,
  };
}

const render = (data: ChartPdfData, language: LanguageCode = "en") =>
  renderChartPdf(data, language, { compress: false });

describe("the chart PDF", () => {
  it("is one page naming the item's place, the sensor and the capture's time in the plant's zone", async () => {
    const pdf = await render(chartData());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pages(pdf)).toBe(1);
    const text = textOf(pdf);
    expect(text).toContain("Planta Qxz › Linea Qxz › Molino Qxz › Motor Qxz › Rodamiento Qxz");
    expect(text).toContain("Sensor Qxz-S1 · Axis X · Spectrum · mm/s RMS · Fmax 1000 Hz · 3200 lines");
    // 14:00 UTC is 09:00 in Toronto in March (EST).
    expect(text).toContain("Captured 2026-03-02 09:00:00 (America/Toronto)");
    expect(text).not.toContain("14:00:00");
    expect(text).toContain("Running speed 25 Hz (1500 RPM), from the capture · Bearing SKF 6205");
    expect(text).toContain("Generated 2026-03-03 10:30:00 (America/Toronto) by Plantwise");
    expect(text).toContain("Notes (1): Outer race tone since the last regreasing (at 89.30 Hz) – Ana Qxz");
  });

  it("labels the cursors on the chart and lists them with frequency, order and amplitude", async () => {
    const text = textOf(await render(chartData())).split("\n");
    for (const label of ["Qxz-1x", "Qxz-2x", "Qxz-BPFO"])
      expect(
        text.filter((t) => t === label),
        label,
      ).toHaveLength(2); // on the chart and in the table
    expect(text).toEqual(expect.arrayContaining(["89.30", "3.57×", "0.8 mm/s", "Order", "Amplitude"]));
    // The selected families' markers and legend; the line-frequency marker (not selected) is left out.
    expect(text).toEqual(expect.arrayContaining(["1x", "BPFO", "2×BPFO", "Orders", "Bearing", "Cursors"]));
    expect(text).not.toContain("LF");
  });

  it("draws the axes the screen asked for: dB re the reference, orders", async () => {
    const text = textOf(await render(chartData({ y_scale: "db", x_mode: "orders" })));
    expect(text).toContain("Level (dB re 1e-6 mm/s)");
    expect(text).toContain("Orders (× running speed)");
    // 4 mm/s re 1e-6 mm/s is 132.0 dB; the axis runs 90…140 dB, the x axis 0…16 orders.
    expect(text.split("\n")).toEqual(expect.arrayContaining(["132.0", "140", "90", "16"]));
    const unknown = chartData({ x_mode: "orders", view: spectrumView(3200, { running_speed_hz: null }) });
    const fallback = textOf(await render(unknown));
    expect(fallback).toContain("Running speed unknown: frequency drawn in Hz");
    expect(fallback).toContain("Frequency (Hz)");
  });

  it("is written in Spanish for a Spanish reader, with no English word left", async () => {
    const en = textOf(await render(chartData(), "en"));
    const es = textOf(await render(chartData(), "es"));
    expect(es).toContain("Sensor Qxz-S1 · Eje X · Espectro · mm/s RMS · Fmáx 1000 Hz · 3200 líneas");
    expect(es).toContain("Capturado el 2026-03-02 09:00:00 (America/Toronto)");
    expect(es).toContain("Velocidad de giro 25 Hz (1500 RPM), de la captura · Rodamiento SKF 6205");
    expect(es).toContain("Frecuencia (Hz)");
    expect(es).toContain("Amplitud (mm/s)");
    expect(es).toContain("Cursores");
    expect(es).toContain("Generado el 2026-03-03 10:30:00 (America/Toronto) por Plantwise");
    // Words of three letters or more of the English page, less the data's and the shared ones.
    const words = (t: string) => new Set(t.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
    const data = words(
      "Planta Linea Molino Motor Rodamiento Qxz America Toronto hann SKF Outer race tone since the last regreasing Ana",
    );
    const shared = new Set(["sensor", "rms", "rpm", "plantwise", "bpfo", "bpfi"]);
    const esWords = words(es);
    const left = [...words(en)].filter((w) => !data.has(w) && !shared.has(w) && esWords.has(w));
    expect(left).toEqual([]);
  });

  it("fits 60 cursors, every marker family and the notes on one page", async () => {
    const many = chartData({
      y_scale: "db",
      families: ["order", "bearing", "gear", "vane", "blade", "belt", "line"],
      cursors: Array.from({ length: 60 }, (_, i) => ({
        label: `Qxz ${i + 1}`,
        hz: 5 + i * 6,
        amplitude: 0.3,
      })),
    });
    for (const language of ["en", "es"] as const) {
      const pdf = await render(many, language);
      expect(pages(pdf)).toBe(1);
      const text = textOf(pdf).split("\n");
      for (let i = 1; i <= 60; i++) expect(text, `Qxz ${i}`).toContain(`Qxz ${i}`);
    }
  });

  it("keeps a 25 600-line spectrum small: the trace is two points per horizontal point at most", async () => {
    // The plot is 719 points wide: at most 1 438 trace vertices (about 20 bytes each uncompressed)
    // instead of 25 601. Measured: 46 kB uncompressed, 16 kB compressed; the undecimated trace
    // alone would be over 400 kB uncompressed. 80 kB and 40 kB leave room for the text and axes
    // but not for a trace that is not decimated.
    // Every line differs from its neighbours, so each column keeps both its minimum and maximum.
    const view = spectrumView(25_600);
    const textured = view.amplitudes.map((a, k) => a * (1 + 0.5 * Math.sin(k * 1.7)));
    const data = chartData({ view: { ...view, amplitudes: textured }, range_hz: [0, 1000] });
    const raw = await render(data);
    const vertices = raw.toString("latin1").match(/^[\d.-]+ [\d.-]+ l$/gm)?.length ?? 0;
    expect(vertices).toBeGreaterThan(1000);
    expect(vertices).toBeLessThan(2 * 719 + 300); // trace, plus grid, ticks, markers and cursors
    expect(raw.length).toBeLessThan(80_000);
    const compressed = await renderChartPdf(data, "en");
    expect(pages(compressed)).toBe(1);
    expect(compressed.length).toBeLessThan(40_000);
  });

  it("prints names with letters Helvetica lacks by their base letter", () => {
    expect(pdfText("Łódź › Ñandú 泵\nB")).toBe("Lódz › Ñandú ? B");
  });
});

describe("the chart PDF's words", () => {
  /** Keys on one side only, and worded functions whose output drops an argument. */
  function differences(en: unknown, es: unknown, path = "$"): string[] {
    if (typeof en === "function" && typeof es === "function") {
      const args = Array.from({ length: Math.max(en.length, es.length) }, (_, i) => `#${i}#`);
      const [a, b] = [en(...args) as string, es(...args) as string];
      return args.every((x) => a.includes(x) && b.includes(x)) ? [] : [`${path}(): ${a} / ${b}`];
    }
    if (typeof en === "string" && typeof es === "string") return es.trim() ? [] : [`${path}: empty`];
    if (en && es && typeof en === "object" && typeof es === "object") {
      const keys = new Set([...Object.keys(en), ...Object.keys(es)]);
      return [...keys].flatMap((k) =>
        differences((en as Record<string, unknown>)[k], (es as Record<string, unknown>)[k], `${path}.${k}`),
      );
    }
    return [`${path}: ${typeof en} / ${typeof es}`];
  }

  it("has every English text in Spanish, with the same arguments", () => {
    expect(differences(CHART_PDF_WORDS.en, CHART_PDF_WORDS.es)).toEqual([]);
  });
});
