/**
 * Every text the server writes exists in every language the product speaks, and a Spanish reader's
 * text is Spanish through and through.
 *
 * 1. Completeness: each text table (notification templates, the daily summary, report words,
 *    sign-in e-mails and SMS, fault diagnosis, the shared names of alarm kinds, parameters and
 *    notification types) has the same keys in English and Spanish, and each text the same
 *    placeholders: `{{name}}` in templates, and for worded functions every argument they are given.
 * 2. No English fragments: every notification type on both channels, the sign-in texts, the daily
 *    summary and the PDF reports are rendered for an English and a Spanish reader from the same
 *    data; no word of the English rendering (other than the data's own words and a short list of
 *    names and units both languages share) may appear in the Spanish one.
 */
import {
  ALERT_TYPE_LABELS_ES,
  ALERT_TYPES,
  AlertType,
  alertTypeLabel,
  alertTypeLabels,
  LANGUAGE_CODE_LIST,
  type LanguageCode,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPE_LABELS_ES,
  NOTIFICATION_TYPES,
  NotificationType,
  PARAMETER_NAMES,
  PARAMETER_NAMES_ES,
  parameterLabel,
  templatePlaceholders,
} from "@plantwise/shared";
import { describe, expect, it } from "vitest";
import { CHART_PDF_WORDS } from "../src/analysis/chart-pdf-text";
import { AUTH_TEXTS } from "../src/auth/auth-emails";
import { requestText } from "../src/maintenance/request-notify";
import { SUMMARY_TEXT, summaryText } from "../src/notifications/daily-summary";
import { DEFAULT_TEMPLATES } from "../src/notifications/default-templates";
import { defaultTemplate, renderTemplate, unknownPlaceholders } from "../src/notifications/templates";
import { alarmsSummaryText, type PlantAlarms, renderAlarmsPdf } from "../src/reports/alarms-report";
import type { DigestSection } from "../src/reports/digest-data";
import { renderDigestPdf } from "../src/reports/digest-pdf";
import { renderPlantSummary } from "../src/reports/plant-summary";
import { REPORT_WORDS } from "../src/reports/report-text";
import { FAULT_WORDS } from "../src/signals/fault-text";

/** Markers handed to worded functions: each must come back out in both languages. */
const marker = (i: number) => `⟦${i}⟧`;

/**
 * The differences in shape between two texts of the same table: keys on one side only, strings
 * with other placeholders, functions that drop an argument the other language uses.
 */
function shapeDifferences(en: unknown, es: unknown, path = "$"): string[] {
  if (typeof en === "string" || typeof es === "string") {
    if (typeof en !== "string" || typeof es !== "string") return [`${path}: a text in one language only`];
    if (es.trim() === "") return [`${path}: empty in Spanish`];
    const a = templatePlaceholders(en).sort();
    const b = templatePlaceholders(es).sort();
    const markers = (t: string) => [...t.matchAll(/⟦\d+⟧/g)].map((m) => m[0]).sort();
    if (JSON.stringify(a) !== JSON.stringify(b)) return [`${path}: placeholders ${a} vs ${b}`];
    if (JSON.stringify(markers(en)) !== JSON.stringify(markers(es)))
      return [`${path}: arguments ${markers(en)} vs ${markers(es)}`];
    return [];
  }
  if (typeof en === "function" || typeof es === "function") {
    if (typeof en !== "function" || typeof es !== "function")
      return [`${path}: a function in one language only`];
    const args = Array.from({ length: Math.max(en.length, es.length) }, (_, i) => marker(i));
    return shapeDifferences(en(...args), es(...args), `${path}()`);
  }
  if (en && es && typeof en === "object" && typeof es === "object") {
    const keys = new Set([...Object.keys(en), ...Object.keys(es)]);
    return [...keys].flatMap((k) => {
      if (!(k in en)) return [`${path}.${k}: missing in English`];
      if (!(k in es)) return [`${path}.${k}: missing in Spanish`];
      return shapeDifferences(
        (en as Record<string, unknown>)[k],
        (es as Record<string, unknown>)[k],
        `${path}.${k}`,
      );
    });
  }
  return en === es ? [] : [`${path}: ${String(en)} vs ${String(es)}`];
}

describe("the shape check", () => {
  it("finds a missing key, a lost placeholder and a dropped argument", () => {
    expect(shapeDifferences({ a: "x", b: "y" }, { a: "x" })).toEqual(["$.b: missing in Spanish"]);
    expect(shapeDifferences({ a: "{{n}} new" }, { a: "nuevas" })).toHaveLength(1);
    expect(shapeDifferences({ f: (n: string) => `${n} more` }, { f: () => "más" })).toHaveLength(1);
    expect(shapeDifferences({ f: (n: string) => `${n} more` }, { f: (n: string) => `${n} más` })).toEqual([]);
  });
});

describe("every server text table has English and Spanish alike", () => {
  const tables: Record<string, Record<LanguageCode, unknown>> = {
    "notification templates": DEFAULT_TEMPLATES,
    "daily summary": SUMMARY_TEXT,
    "report words": REPORT_WORDS,
    "sign-in e-mails and SMS": AUTH_TEXTS,
    "fault diagnosis": FAULT_WORDS,
    "chart PDF words": CHART_PDF_WORDS,
    "maintenance request events": { en: requestText(1), es: requestText(2) },
    "alarm kinds": { en: alertTypeLabels("en"), es: ALERT_TYPE_LABELS_ES },
    "parameter names": { en: PARAMETER_NAMES, es: PARAMETER_NAMES_ES },
    "notification types": {
      en: Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t.key, t.label])),
      es: NOTIFICATION_TYPE_LABELS_ES,
    },
  };
  it.each(Object.entries(tables))("%s", (_, table) => {
    expect(Object.keys(table).sort()).toEqual([...LANGUAGE_CODE_LIST].sort());
    expect(shapeDifferences(table.en, table.es)).toEqual([]);
  });

  it("names every alarm kind, parameter and notification type in Spanish", () => {
    expect(Object.keys(ALERT_TYPE_LABELS_ES).sort()).toEqual(ALERT_TYPES.map((t) => t.key).sort());
    expect(Object.keys(NOTIFICATION_TYPE_LABELS_ES).sort()).toEqual(
      NOTIFICATION_TYPES.map((t) => t.key).sort(),
    );
  });

  it("offers built-in templates in every language using only the type's placeholders", () => {
    for (const language of LANGUAGE_CODE_LIST) {
      for (const type of NOTIFICATION_TYPES) {
        for (const channel of NOTIFICATION_CHANNELS) {
          const text = defaultTemplate(type.id, channel, language);
          const where = `${language} ${type.key} ${channel}`;
          expect(text.subject.trim(), where).not.toBe("");
          expect(unknownPlaceholders(type.id, text.subject + text.body), where).toEqual([]);
        }
      }
    }
  });
});

/**
 * Words two renderings may share: product and unit names, abbreviations and the words that are
 * spelt the same in both languages.
 */
const SHARED_WORDS = new Set(
  [
    "plantwise",
    "sensor",
    "rms",
    "fft",
    "oee",
    "utc",
    "pdf",
    "rpm",
    "min",
    "max",
    "avg",
    "mm",
    "gateway",
    "america",
    "toronto",
    // Spelt the same in both languages.
    "radio",
    "real",
    "rotor",
  ].map((w) => w.toLowerCase()),
);

/** Words of a text: letters only, three or more, lower case. */
function words(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((w) => !SHARED_WORDS.has(w)));
}

/** English words of `english` that reappear in `spanish`, leaving out the data's own words. */
function englishLeft(english: string, spanish: string, data: readonly string[] = []): string[] {
  const fromData = words(data.join(" "));
  const spanishWords = words(spanish);
  return [...words(english)].filter((w) => !fromData.has(w) && spanishWords.has(w));
}

/** The data a message is about: the same in both languages (names typed by users). */
const DATA: Record<string, string> = {
  user_name: "Ana Kowalczyk",
  company_name: "Kowal SA",
  plant_name: "Planta Qxz",
  line_name: "Linea Qxz",
  machine_name: "Molino Qxz",
  item_name: "Motor Qxz",
  sensor_name: "Qxz-S1",
  sensor_serial: "S-1042",
  device_name: "Qxz-GW",
  device_serial: "GW-0003",
  axis: "X",
  value: "9.5",
  unit: "mm/s",
  threshold: "7.1",
  time: "2026-03-01 10:00:00 (America/Toronto)",
  acknowledged_by: "Ana Kowalczyk",
  note: "Qxz",
  date: "2026-03-01",
  open_alarms: "4",
  new_alarms: "2",
  cleared_alarms: "1",
  report_name: "Qxz",
  period_from: "2026-02-22 00:00",
  period_to: "2026-03-01 00:00 (America/Toronto)",
  author_name: "Ana Kowalczyk",
  subject: "Qxz",
  requisition_number: "#12",
  work_order_number: "#13",
  request_number: "#14",
  event: "Qxz",
  status: "Qxz",
  message: "Qxz",
  link: "http://127.0.0.1/dashboard/alarms",
};

const openAlarm = (alertType: number, line: string) => ({
  alarm: { alert_type: alertType, severity: 2, created_at: new Date("2026-03-01T12:00:00Z") },
  lineName: line,
  machineName: "Molino Qxz",
  itemName: "Motor Qxz",
  sensorName: null,
  controllerName: null,
});

/** The values of a message in a language: the data, and the words the server fills in. */
function valuesIn(language: LanguageCode) {
  const open = [openAlarm(AlertType.high_alarm, "Linea Qxz"), openAlarm(AlertType.chronic, "Linea Qxz")];
  return {
    ...DATA,
    alert_type: alertTypeLabel(AlertType.high_alarm, language),
    parameter: parameterLabel(1, language),
    summary: summaryText(open as never, "America/Toronto", language),
  };
}

describe("a Spanish reader's texts carry no English words", () => {
  it("the check finds an English word left in a Spanish text, not the data's words", () => {
    expect(englishLeft("Cleared: High alarm on Fan", "Cleared: Alarma alta en Fan", ["Fan"])).toEqual([
      "cleared",
    ]);
  });

  it.each(NOTIFICATION_TYPES.flatMap((t) => NOTIFICATION_CHANNELS.map((c) => [t.key, c] as const)))(
    "notification %s on %s",
    (key, channel) => {
      const type = NotificationType[key as keyof typeof NotificationType];
      const [en, es] = (["en", "es"] as const).map((language) => {
        const message = renderTemplate(defaultTemplate(type, channel, language), valuesIn(language));
        return `${message.subject}\n${message.text}`;
      });
      expect(englishLeft(en!, es!, Object.values(DATA))).toEqual([]);
    },
  );

  it("the daily summary's text, with none open and with more than it lists", () => {
    const many = Array.from({ length: 25 }, () => openAlarm(AlertType.high_warning, "Linea Qxz"));
    for (const rows of [[], many]) {
      const en = summaryText(rows as never, "UTC", "en");
      const es = summaryText(rows as never, "UTC", "es");
      expect(englishLeft(en, es, Object.values(DATA))).toEqual([]);
    }
  });

  it.each(["accountLink", "passwordReset"] as const)("the %s e-mail", (kind) => {
    const link = "http://127.0.0.1/login/password/reset/abc";
    const en = AUTH_TEXTS.en[kind]("Ana", link);
    const es = AUTH_TEXTS.es[kind]("Ana", link);
    expect(englishLeft(`${en.subject}\n${en.text}`, `${es.subject}\n${es.text}`, ["Ana", link])).toEqual([]);
  });

  it("the second-factor SMS", () => {
    expect(englishLeft(AUTH_TEXTS.en.smsCode("123456"), AUTH_TEXTS.es.smsCode("123456"))).toEqual([]);
  });

  it("the fault diagnosis", () => {
    const flat = (language: LanguageCode) => {
      const w = FAULT_WORDS[language];
      return [
        ...Object.values(w.names),
        ...Object.values(w.recommendations),
        w.notes.noCapture,
        w.notes.unknownSpeed,
        w.notes.noBearing,
        w.notes.notAnalysed("Qxz"),
      ].join("\n");
    };
    expect(englishLeft(flat("en"), flat("es"), ["Qxz"])).toEqual([]);
  });

  it("the plant summary report", () => {
    const at = new Date("2026-03-01T07:00:00Z");
    const lines = [
      { id: 1, name: "Planta Qxz", time_zone: "UTC", users: 3, active_users: 2, teams: ["Qxz"] },
      { id: 2, name: "Planta Qxy", time_zone: "UTC", users: 0, active_users: 0, teams: [] },
    ];
    for (const rows of [lines, []]) {
      const en = renderPlantSummary("Qxz", rows, at, "en");
      const es = renderPlantSummary("Qxz", rows, at, "es");
      expect(englishLeft(en, es, ["Planta Qxz Qxy"])).toEqual([]);
    }
  });

  /** The text drawn in an uncompressed PDF, one line per text run. */
  function pdfText(bytes: Uint8Array): string {
    const source = Buffer.from(bytes).toString("latin1");
    return [...source.matchAll(/\[([^\]]*)\]\s*TJ/g)]
      .map((m) =>
        Buffer.from([...m[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join(""), "hex").toString(
          "latin1",
        ),
      )
      .join("\n");
  }

  const period = { from: new Date("2026-02-22T00:00:00Z"), to: new Date("2026-03-01T00:00:00Z") };
  const plantAlarms: PlantAlarms[] = [
    {
      plant: { id: 1, name: "Planta Qxz", time_zone: "UTC" },
      total: 2,
      open: 1,
      rows: [
        {
          created_at: period.from,
          alert_type: AlertType.high_alarm,
          sensor: "Qxz-S1",
          item: "Motor Qxz",
          parameter_type: 1,
          value: 8.2,
          acknowledged_at: period.from,
          cleared_at: null,
        },
        {
          created_at: period.from,
          alert_type: AlertType.battery_low,
          sensor: "Qxz-S1",
          item: null,
          parameter_type: null,
          value: 20,
          acknowledged_at: null,
          cleared_at: period.to,
        },
      ],
    },
  ];

  it("the alarms report: PDF and e-mail summary", async () => {
    const [en, es] = await Promise.all(
      (["en", "es"] as const).map(async (language) => {
        const pdf = await renderAlarmsPdf(
          "Qxz",
          plantAlarms,
          { ...period, time_zone: "UTC" },
          {
            compress: false,
            language,
          },
        );
        return `${pdfText(pdf)}\n${alarmsSummaryText(plantAlarms, language)}\n${REPORT_WORDS[language].alarms.attached("x.pdf")}`;
      }),
    );
    expect(es).toContain("Alarma por alto nivel");
    expect(englishLeft(en!, es!, ["Planta Qxz Motor Qxz-S1"])).toEqual([]);
  });

  it("the graphical digest PDF", async () => {
    const from = period.from.getTime();
    const to = period.to.getTime();
    const series = (parameter_type: number, axis: number, points: number) => ({
      sensor_id: 1,
      parameter_type,
      axis,
      unit: "mm/s",
      bucket_ms: 3_600_000,
      source: "hourly" as const,
      from,
      to,
      points: Array.from({ length: points }, (_, i) => ({
        t: from + i * 3_600_000,
        min: 1,
        max: 3,
        mean: 2,
        n: 6,
      })),
      warning_zone: 4,
      alarm_zone: 7,
    });
    const section: DigestSection = {
      sensor: { id: 1, name: "Qxz-S1", serial_number: "S-1042", family: "NCD" },
      company: "Kowal SA",
      plant: "Planta Qxz",
      time_zone: "UTC",
      location: ["Linea Qxz", "Motor Qxz"],
      from,
      to,
      parameters: [
        { series: series(1, 1, 24), count: 24, min: 1, mean: 2, max: 3 },
        { series: series(4, 0, 0), count: 0, min: null, mean: null, max: null },
      ],
      alarms: [
        {
          created_at: period.from,
          alert_type: AlertType.chronic,
          severity: 1,
          parameter_type: 1,
          axis: 1,
          value: 5,
          acknowledged_at: null,
          cleared_at: null,
        },
      ],
    };
    const empty: DigestSection = { ...section, parameters: [], alarms: [] };
    for (const sections of [[section], [empty], []]) {
      const [en, es] = await Promise.all(
        (["en", "es"] as const).map(async (language) =>
          pdfText(await renderDigestPdf(sections, { compress: false, language })),
        ),
      );
      expect(englishLeft(en!, es!, ["Kowal Planta Qxz Linea Motor NCD"])).toEqual([]);
    }
  });
});
