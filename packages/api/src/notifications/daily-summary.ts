/**
 * The daily summary: at each user's chosen time (notification_settings.daily_summary_time,
 * "HH:MM") in the time zone of each of their notifiable plants, one summary per plant: the alarms
 * open now, and those raised and cleared in the 24 hours before the summary time, within the
 * user's production lines when they chose any.
 *
 * - Choosing a time is the opt-in: the summary is always e-mailed, and also put in the bell when
 *   the user's real-time setting is on.
 * - The ticker enqueues a job per user, plant and local date (the dedupe key), due at the local
 *   time computed for that date, so daylight-saving changes move the UTC instant, never the local
 *   time; a time skipped by spring-forward (02:30) is sent at the same minutes after the gap.
 * - A process that was down at the time catches up for DAILY_SUMMARY_CATCH_UP_MS, no longer: a
 *   morning summary arriving in the evening would only confuse.
 * - The job re-checks the user when it runs (still active, plant still notifiable, summary still
 *   wanted); the e-mail and the in-app row are written with the job's completion, so a restart
 *   sends it once.
 */
import { type Database, schema, type Tx } from "@plantwise/db";
import {
  alertTypeLabel,
  formatDate,
  type LanguageCode,
  languageCode,
  NotificationType,
} from "@plantwise/shared";
import { and, eq, gt, isNotNull, isNull, or, sql } from "drizzle-orm";
import { enqueueJob, type JobContext, registerJobHandler, registerTicker } from "../lib/job-runner";
import { zonedTimeToUtc } from "../lib/zoned-time";
import { type AlarmContext, alarmsWithContext } from "./alarm-notify";
import { deliver } from "./deliver";
import { lineAccepts, plantRecipients } from "./recipients";
import { effectiveTemplates } from "./templates";

/** The words of a summary's text ({{summary}}) in each language. */
export const SUMMARY_TEXT: Readonly<
  Record<
    LanguageCode,
    {
      line: (kind: string, where: string, since: string) => string;
      more: (count: number) => string;
      none: string;
      open: string;
    }
  >
> = {
  en: {
    line: (kind, where, since) => `- ${kind}: ${where} (since ${since})`,
    more: (count) => `… and ${count} more`,
    none: "No alarms are open.",
    open: "Open alarms:",
  },
  es: {
    line: (kind, where, since) => `- ${kind}: ${where} (desde ${since})`,
    more: (count) => `… y ${count} más`,
    none: "No hay alarmas abiertas.",
    open: "Alarmas abiertas:",
  },
};

const { alarms, plants, userNotifiablePlants, users } = schema;

export const DAILY_SUMMARY_JOB = "notifications.daily_summary";
const HOUR = 3_600_000;
export const DAILY_SUMMARY_CATCH_UP_MS = 3 * HOUR;
/** Open alarms listed by name in a summary; the rest are counted. */
const LISTED_ALARMS = 20;

interface SummaryPayload {
  user_id: number;
  plant_id: number;
  /** The plant's local date, yyyy-mm-dd. */
  date: string;
  /** The summary's instant (end of its 24-hour window), ISO. */
  at: string;
}

/** The local date of `instant` in a zone, shifted by `days`, as [y, m, d]. */
function localDate(instant: Date, timeZone: string, days = 0): [number, number, number] {
  const [y, m, d] = formatDate(instant, { timeZone }).split("-").map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(y, m - 1, d + days));
  return [shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate()];
}

const isoDate = ([y, m, d]: [number, number, number]) =>
  `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

/** The summaries due at `now`: today's and, just after midnight, yesterday's late one. */
export function dueSummaries(summaryTime: string, timeZone: string, now: Date): { date: string; at: Date }[] {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(summaryTime);
  if (!match) return [];
  const [hh, mm] = [Number(match[1]), Number(match[2])];
  const due: { date: string; at: Date }[] = [];
  for (const days of [-1, 0]) {
    const date = localDate(now, timeZone, days);
    const at = zonedTimeToUtc(date[0], date[1], date[2], hh, mm, timeZone);
    const late = now.getTime() - at.getTime();
    if (late >= 0 && late < DAILY_SUMMARY_CATCH_UP_MS) due.push({ date: isoDate(date), at });
  }
  return due;
}

/** Ticker: enqueues every summary that has come due (idempotent by its dedupe key). */
export async function enqueueDailySummaries(db: Database, now: Date): Promise<void> {
  const rows = await db
    .select({
      userId: users.id,
      companyId: plants.company_id,
      summaryTime: sql<string>`${users.notification_settings}->>'daily_summary_time'`,
      plantId: plants.id,
      timeZone: plants.time_zone,
    })
    .from(users)
    .innerJoin(userNotifiablePlants, eq(userNotifiablePlants.user_id, users.id))
    .innerJoin(plants, eq(plants.id, userNotifiablePlants.plant_id))
    .where(
      and(
        eq(users.is_active, true),
        isNull(plants.archived_at),
        isNotNull(sql`${users.notification_settings}->>'daily_summary_time'`),
      ),
    );
  for (const row of rows) {
    for (const { date, at } of dueSummaries(row.summaryTime, row.timeZone, now)) {
      const payload: SummaryPayload = {
        user_id: row.userId,
        plant_id: row.plantId,
        date,
        at: at.toISOString(),
      };
      await enqueueJob(db, {
        kind: DAILY_SUMMARY_JOB,
        payload: { ...payload },
        runAt: at,
        dedupeKey: `daily_summary:${row.userId}:${row.plantId}:${date}`,
        companyId: row.companyId,
        userId: row.userId,
      });
    }
  }
}

type SummaryRow = Pick<
  AlarmContext,
  "alarm" | "lineName" | "machineName" | "itemName" | "sensorName" | "controllerName"
>;

/**
 * The summary's text ({{summary}}) in a language: the open alarms worst and oldest first, each with
 * its kind, its place and since when (on the plant's clock); the first LISTED_ALARMS by name.
 */
export function summaryText(open: readonly SummaryRow[], timeZone: string, language: LanguageCode): string {
  const words = SUMMARY_TEXT[language];
  const lines = [...open]
    .sort(
      (a, b) =>
        b.alarm.severity - a.alarm.severity || a.alarm.created_at.getTime() - b.alarm.created_at.getTime(),
    )
    .slice(0, LISTED_ALARMS)
    .map((r) => {
      const where = [r.lineName, r.machineName, r.itemName ?? r.sensorName ?? r.controllerName]
        .filter(Boolean)
        .join(" › ");
      const opened = formatDate(r.alarm.created_at, { withTime: true, timeZone });
      return words.line(alertTypeLabel(r.alarm.alert_type, language), where, opened);
    });
  if (open.length > LISTED_ALARMS) lines.push(words.more(open.length - LISTED_ALARMS));
  return open.length === 0 ? words.none : `${words.open}\n${lines.join("\n")}`;
}

/** Job: builds the summary from the alarms and returns the commit that delivers it. */
export async function runDailySummary({ db, job }: JobContext) {
  const payload = job.payload as unknown as SummaryPayload;
  const [plant] = await db.select().from(plants).where(eq(plants.id, payload.plant_id));
  if (!plant) return;
  // The same rule as alarms: still active, plant still notifiable, same company (or staff).
  const recipient = (await plantRecipients(db, plant)).find((r) => r.id === payload.user_id);
  if (!recipient?.settings.daily_summary_time) return;

  const at = new Date(payload.at);
  const since = new Date(at.getTime() - 24 * HOUR);
  const rows = await alarmsWithContext(
    db,
    and(
      eq(alarms.plant_id, plant.id),
      sql`${alarms.created_at} <= ${at.toISOString()}::timestamptz`,
      or(isNull(alarms.cleared_at), gt(alarms.cleared_at, since)),
    ),
  );
  const mine = rows.filter((r) => lineAccepts(recipient, r.lineId));
  const open = mine.filter((r) => r.alarm.cleared_at === null || r.alarm.cleared_at > at);
  const raised = mine.filter((r) => r.alarm.created_at > since);
  const cleared = mine.filter((r) => r.alarm.cleared_at !== null && r.alarm.cleared_at <= at);

  const language = languageCode(recipient.language);
  const summary = summaryText(open, plant.time_zone, language);

  return async (tx: Tx) => {
    const delivered = await deliver(tx, {
      recipient,
      type: NotificationType.daily_summary,
      companyId: plant.company_id,
      plantId: plant.id,
      path: `/dashboard/alarms?plant_id=${plant.id}`,
      dedupeKey: `daily_summary:${plant.id}:${payload.date}`,
      templates: await effectiveTemplates(tx, plant.company_id, NotificationType.daily_summary, language),
      values: {
        plant_name: plant.name,
        date: payload.date,
        open_alarms: open.length,
        new_alarms: raised.length,
        cleared_alarms: cleared.length,
        summary,
      },
      channels: { realTime: recipient.settings.real_time, email: true },
    });
    return { ...delivered, open: open.length, new: raised.length, cleared: cleared.length };
  };
}

/** Registers the notification tickers and job handlers with the job runner (main.ts calls it). */
export function registerNotificationJobs(): void {
  registerTicker(DAILY_SUMMARY_JOB, enqueueDailySummaries);
  registerJobHandler(DAILY_SUMMARY_JOB, runDailySummary);
}
