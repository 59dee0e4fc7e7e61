/**
 * Renders a scheduled report run for its owner, in the owner's language: the e-mail text and, for
 * alarm reports and graphical digests, the PDF. Everything is read with the owner's eyes at run time: plants and
 * sensors outside the owner's current scope are left out, even if the report still names them.
 */
import { type Database, schema } from "@plantwise/db";
import { languageCode } from "@plantwise/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { AuthUser } from "../access/auth-user";
import type { EmailAttachment } from "../lib/outbox";
import { alarmsSummaryText, loadPlantAlarms, renderAlarmsPdf } from "./alarms-report";
import { type DigestSection, loadDigestSection } from "./digest-data";
import { renderDigestPdf } from "./digest-pdf";
import { when } from "./pdf";
import { plantSummary, renderPlantSummary } from "./plant-summary";
import type { ScheduledReportRow } from "./report-access";
import { REPORT_WORDS } from "./report-text";

const { sensors } = schema;

/** Sensors in one digest at most (a report naming only plants covers their first 50 by name). */
export const MAX_DIGEST_SENSORS = 50;

/** A run's content; the e-mail around it comes from the "scheduled report" template. */
export interface RenderedReport {
  /** The report's text ({{summary}}). */
  summary: string;
  /** The period in the report's time zone ({{period_from}}, {{period_to}}). */
  period_from: string;
  period_to: string;
  /** Where the e-mail's link leads. */
  path: string;
  attachments: EmailAttachment[];
}

export interface RenderOptions {
  /** Uncompressed PDF streams (tests read the text). */
  compress?: boolean;
}

/** The report's plants the owner sees now; a report naming none covers all of the owner's plants. */
export function reportPlantIds(owner: AuthUser, report: Pick<ScheduledReportRow, "plant_ids">): number[] {
  const visible = owner.plants.map((p) => p.id);
  if (report.plant_ids.length === 0) return visible;
  return report.plant_ids.filter((id) => visible.includes(id));
}

/** Sensors of a digest the owner sees now, by name. */
export async function digestSensorIds(
  db: Database,
  owner: AuthUser,
  report: Pick<ScheduledReportRow, "plant_ids" | "sensor_ids">,
): Promise<number[]> {
  const visible = owner.plants.map((p) => p.id);
  if (visible.length === 0) return [];
  const rows = await db
    .select({ id: sensors.id })
    .from(sensors)
    .where(
      and(
        inArray(sensors.plant_id, visible),
        report.sensor_ids.length
          ? inArray(sensors.id, report.sensor_ids)
          : and(inArray(sensors.plant_id, reportPlantIds(owner, report)), eq(sensors.is_archived, false)),
      ),
    )
    .orderBy(asc(sensors.name), asc(sensors.id))
    .limit(MAX_DIGEST_SENSORS);
  return rows.map((r) => r.id);
}

export async function digestSections(
  db: Database,
  sensorIds: readonly number[],
  from: Date,
  to: Date,
): Promise<DigestSection[]> {
  const sections: DigestSection[] = [];
  for (const id of sensorIds) {
    const section = await loadDigestSection(db, id, from, to);
    if (section) sections.push(section);
  }
  return sections;
}

/** `Weekly digest` → `weekly-digest-2026-03-08.pdf`. */
export function pdfName(name: string, at: Date, timeZone: string): string {
  const slug =
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "report";
  return `${slug}-${when(at, timeZone).slice(0, 10)}.pdf`;
}

export function pdfAttachment(filename: string, content: Uint8Array): EmailAttachment {
  return { filename, contentType: "application/pdf", content };
}

export async function renderScheduledReport(
  db: Database,
  owner: AuthUser,
  report: ScheduledReportRow,
  period: { from: Date; to: Date },
  options: RenderOptions = {},
): Promise<RenderedReport> {
  const tz = report.time_zone;
  const language = languageCode(owner.language);
  const words = REPORT_WORDS[language];
  const frame = { period_from: when(period.from, tz), period_to: `${when(period.to, tz)} (${tz})` };
  const filename = pdfName(report.name, period.to, tz);
  switch (report.report_type) {
    case "alarms": {
      const lines = await loadPlantAlarms(db, reportPlantIds(owner, report), period.from, period.to);
      const pdf = await renderAlarmsPdf(
        report.name,
        lines,
        { ...period, time_zone: tz },
        { ...options, language },
      );
      return {
        ...frame,
        summary: `${alarmsSummaryText(lines, language)}\n\n${words.alarms.attached(filename)}`,
        path: "/dashboard/alarms",
        attachments: [pdfAttachment(filename, pdf)],
      };
    }
    case "graphical_digest": {
      const ids = await digestSensorIds(db, owner, report);
      const sections = await digestSections(db, ids, period.from, period.to);
      const pdf = await renderDigestPdf(sections, { title: report.name, ...options, language });
      const names = sections.map((s) => s.sensor.name).join(", ") || words.digest.none;
      return {
        ...frame,
        summary: `${words.digest.of(names)}\n\n${words.digest.attached(filename)}`,
        path: "/dashboard/plant",
        attachments: [pdfAttachment(filename, pdf)],
      };
    }
    default: {
      const lines = await plantSummary(db, reportPlantIds(owner, report));
      return {
        ...frame,
        summary: renderPlantSummary(report.name, lines, period.to, language).trim(),
        path: "/dashboard/plant",
        attachments: [],
      };
    }
  }
}
