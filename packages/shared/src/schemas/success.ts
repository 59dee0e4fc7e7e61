/**
 * Customer-success tooling of the provider's staff (spec part 1 §1, §2.3; part 2 §7): the success
 * dashboard (what each plant got out of the product over a range), the meeting tracker
 * (GET/POST/PUT/DELETE /plants/meeting-trackers, plus /last and /roi) and the ROI one-pager
 * (/plants/roi/one-pagers). The figures are never stored: they are computed when read, from
 * sensors, alarms, work orders and requisitions, so they never disagree with the screens they sum up.
 */
import { z } from "zod";
import { column, optionalRef, optionalText, refColumns, timestamps } from "./fields";
import { listInput, listOutput, recordId } from "./list";
import { maintenanceStatisticsInput } from "./maintenance-statistics";
import {
  formFlag,
  optionalCalendarDate,
  optionalDateTime,
  requiredDateTime,
} from "./maintenance-work-orders";

const { date, flag, int, nullableDate, nullableInt, nullableNumber, nullableText, number, text } = column;

/** The longest period one one-pager covers (a year, a leap day included). */
export const ONE_PAGER_MAX_DAYS = 366;
/** How many equipment items a one-pager names by the savings made on them. */
export const ONE_PAGER_TOP_ITEMS = 5;
/** Action items one meeting holds, at most. */
export const MEETING_MAX_ACTION_ITEMS = 100;
/** Attendees one meeting lists, at most. */
export const MEETING_MAX_ATTENDEES = 50;

const requiredTitle = z.string({ error: "Required" }).trim().min(1, { error: "Required" }).max(200);

// ── The ROI figures every answer here shares ───────────────────────────────────────────────────

/** savings, cost, net and ROI % (shared `roiFigures`: null ROI when nothing was spent). */
export const successRoiFigures = z.object({
  savings: number,
  cost: number,
  net: number,
  roi_percent: nullableNumber,
});

/**
 * What a plant got over a window: sensors now, and in the window the alarms raised, the alarms
 * handled (first acknowledged or cleared in it, whenever raised), the work orders completed and
 * closed, the requisitions completed, and the ROI of the completed work (`plantRoi`).
 */
export const successWindowFigures = successRoiFigures.extend({
  alarms_raised: int,
  alarms_handled: int,
  work_orders_completed: int,
  work_orders_closed: int,
  requisitions_completed: int,
});
export type SuccessWindowFigures = z.infer<typeof successWindowFigures>;

/** A meeting as other answers name it. */
export const meetingRef = z.object({ id: int, title: text, held_at: date });

// ── Dashboard ──────────────────────────────────────────────────────────────────────────────────

/**
 * The dashboard's filters: a company and a plant (every plant in scope when absent) and the range
 * as maintenance statistics take it (`preset`, else `from`/`to`, else the last 7 days; `time_zone`,
 * else the plant's, else UTC).
 */
export const successDashboardInput = maintenanceStatisticsInput
  .pick({ preset: true, from: true, to: true, time_zone: true })
  .extend({ company_id: optionalRef, plant_id: optionalRef });
export type SuccessDashboardInput = z.infer<typeof successDashboardInput>;

export const successPlantCard = successWindowFigures.extend({
  ...refColumns("company"),
  ...refColumns("plant"),
  time_zone: text,
  /** Sensors installed now (archived ones left out) and those that reported recently. */
  sensors_total: int,
  sensors_online: int,
  /** The plant's latest meeting and the next one it agreed on. */
  last_meeting: meetingRef.nullable(),
  next_meeting_at: nullableDate,
});
export type SuccessPlantCard = z.infer<typeof successPlantCard>;

export const successCompanyTotals = successWindowFigures.extend({
  ...refColumns("company"),
  plants: int,
  sensors_total: int,
  sensors_online: int,
});

export const successDashboard = z.object({
  from: date,
  to: date,
  time_zone: text,
  /** One card per plant in scope (and filter), by company and plant name. */
  plants: z.array(successPlantCard),
  /** The cards summed per company; the ROI % recomputed from the sums. */
  companies: z.array(successCompanyTotals),
});
export type SuccessDashboard = z.infer<typeof successDashboard>;

// ── Meeting tracker ────────────────────────────────────────────────────────────────────────────

/**
 * One action item of the form: the owner is a user of the plant's company (`owner_user_id`) or, for
 * someone who is not a user, a name; a user given wins over a name.
 */
export const meetingActionItemInput = z.object({
  description: z.string({ error: "Required" }).trim().min(1, { error: "Required" }).max(500),
  owner_user_id: optionalRef,
  owner_name: optionalText(120),
  due_date: optionalCalendarDate,
  done: formFlag.default(false),
});
export type MeetingActionItemInput = z.infer<typeof meetingActionItemInput>;

/** The meeting form; its action items replace the meeting's as a whole, in the order sent. */
export const meetingFields = z.object({
  plant_id: recordId,
  held_at: requiredDateTime,
  title: requiredTitle,
  attendees: z.array(z.string().trim().min(1).max(120)).max(MEETING_MAX_ATTENDEES).default([]),
  topics: optionalText(10_000),
  notes: optionalText(20_000),
  next_meeting_at: optionalDateTime,
  action_items: z.array(meetingActionItemInput).max(MEETING_MAX_ACTION_ITEMS).default([]),
});
export type MeetingFields = z.infer<typeof meetingFields>;
export const createMeetingInput = meetingFields;
export const updateMeetingInput = meetingFields.extend({ id: recordId });

/** Newest meeting first unless sorted otherwise. */
export const listMeetingsInput = listInput.extend({ plant_id: optionalRef, company_id: optionalRef });

export const meetingRow = z.object({
  id: int,
  ...refColumns("company"),
  ...refColumns("plant"),
  held_at: date,
  title: text,
  attendees: z.array(z.string()),
  topics: nullableText,
  notes: nullableText,
  next_meeting_at: nullableDate,
  action_items_count: int,
  open_action_items: int,
  created_by: nullableInt,
  created_by_name: nullableText,
  ...timestamps,
});
export type MeetingRow = z.infer<typeof meetingRow>;
export const listMeetingsOutput = listOutput(meetingRow);

export const meetingActionItem = z.object({
  id: int,
  position: int,
  description: text,
  owner_user_id: nullableInt,
  /** The owner's name: the user's full name, or the name written for someone who is not a user. */
  owner_name: nullableText,
  /** "YYYY-MM-DD". */
  due_date: nullableText,
  done: flag,
});
export type MeetingActionItem = z.infer<typeof meetingActionItem>;

export const meetingDetails = meetingRow.extend({ action_items: z.array(meetingActionItem) });
export type MeetingDetails = z.infer<typeof meetingDetails>;

/** GET /plants/meeting-trackers/last: a plant's latest meeting (null when it has none). */
export const lastMeetingInput = z.object({ plant_id: recordId });
export const lastMeetingOutput = meetingDetails.nullable();

/** GET /plants/meeting-trackers/roi: since a plant's latest meeting, or since the meeting named. */
export const meetingRoiInput = z
  .object({ plant_id: optionalRef, meeting_id: optionalRef })
  .refine((v) => Boolean(v.plant_id || v.meeting_id), {
    error: "is required",
    path: ["plant_id"],
  });
export const meetingRoiOutput = z.object({
  plant_id: int,
  /** The meeting the window starts at; null when the plant has had none (no figures then). */
  meeting: meetingRef.nullable(),
  from: nullableDate,
  to: date,
  figures: successWindowFigures.nullable(),
});
export type MeetingRoi = z.infer<typeof meetingRoiOutput>;

/** The users an action item may name as owner: the plant's company's active users. */
export const meetingOwnersInput = z.object({ plant_id: recordId });
export const meetingOwnersOutput = z.array(z.object({ id: int, name: text }));

// ── ROI one-pager ──────────────────────────────────────────────────────────────────────────────

/**
 * The period a one-pager covers: both ends absent is the last 7 days in the plant's time zone
 * (part 1 §9); one end absent is 7 days from (or to) the other. The end comes after the start and
 * the period spans at most ONE_PAGER_MAX_DAYS (the API checks both, naming period_end).
 */
const onePagerPeriod = {
  period_start: optionalDateTime,
  period_end: optionalDateTime,
};

export const onePagerFields = z.object({
  plant_id: recordId,
  title: requiredTitle,
  ...onePagerPeriod,
  summary: optionalText(20_000),
});
export type OnePagerFields = z.infer<typeof onePagerFields>;
export const createOnePagerInput = onePagerFields;
export const updateOnePagerInput = onePagerFields.extend({ id: recordId });

/** A one-pager before it is saved: the plant and the period. */
export const onePagerPreviewInput = z.object({ plant_id: recordId, ...onePagerPeriod });

export const listOnePagersInput = listInput.extend({ plant_id: optionalRef, company_id: optionalRef });

export const onePagerRow = z.object({
  id: int,
  ...refColumns("company"),
  ...refColumns("plant"),
  title: text,
  period_start: date,
  period_end: date,
  summary: nullableText,
  created_by: nullableInt,
  created_by_name: nullableText,
  ...timestamps,
});
export type OnePagerRow = z.infer<typeof onePagerRow>;
export const listOnePagersOutput = listOutput(onePagerRow);

/** An equipment item among the period's largest savings. */
export const onePagerTopItem = z.object({
  equipment_item_id: int,
  name: text,
  savings: number,
  work_orders: int,
  requisitions: int,
});

/**
 * The one-pager's figures over its period, computed when read:
 * - sensors monitored: the plant's sensors now (archived and inactive ones left out);
 * - alarms raised in the period;
 * - avoided failures: work orders raised from an alarm or an incident (alarm_id or
 *   alarm_incident_id set) and created in the period, and the savings recorded on them;
 * - requisitions completed in the period and their savings;
 * - the ROI of all work completed in the period (work orders and requisitions, `plantRoi`);
 * - the equipment items with the largest savings from that work (at most ONE_PAGER_TOP_ITEMS).
 */
export const onePagerFigures = successRoiFigures.extend({
  sensors_monitored: int,
  alarms_raised: int,
  avoided_failures: int,
  avoided_failure_savings: number,
  work_orders_completed: int,
  requisitions_completed: int,
  requisition_savings: number,
  top_items: z.array(onePagerTopItem),
});
export type OnePagerFigures = z.infer<typeof onePagerFigures>;

export const onePagerDetails = onePagerRow.extend({ time_zone: text, figures: onePagerFigures });
export type OnePagerDetails = z.infer<typeof onePagerDetails>;

export const onePagerPreview = z.object({
  ...refColumns("company"),
  ...refColumns("plant"),
  time_zone: text,
  period_start: date,
  period_end: date,
  figures: onePagerFigures,
});
export type OnePagerPreview = z.infer<typeof onePagerPreview>;

/** What a delete answers (REST "action" envelope). */
export const successDeleted = z.object({ status: z.literal("ok"), id: int });
