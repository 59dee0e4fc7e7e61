/**
 * Customer-success history of the demo plant, so the success screens open on something real: two
 * past meetings with the plant (action items done and open, owners users and not), the next meeting
 * agreed at the latest one, and a saved ROI one-pager over the last 7 days. Dates are relative to the
 * day the demo is seeded.
 *
 * Once per plant: the meetings are skipped when the plant already has one, the one-pager when it
 * already has one, so a user's own records are never touched.
 */
import { PlatformRole } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import type { Tx } from "../../client";
import { meetingActionItems, meetingTrackers, roiOnePagers, users } from "../../schema/index";
import { hasRows, idOf } from "../lookup";
import { demoEmail } from "./tenants";

interface Place {
  company_id: number;
  plant_id: number;
}

const DAY = 86_400_000;

/** A calendar date "YYYY-MM-DD", `days` from `now`. */
const dateIn = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/** A time `days` from `now`, at 15:00 UTC (mid-morning in the plant). */
function at(now: Date, days: number): Date {
  const day = new Date(now.getTime() + days * DAY);
  day.setUTCHours(15, 0, 0, 0);
  return day;
}

const userId = (tx: Tx, role: PlatformRole) =>
  idOf(
    tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoEmail(role))),
  );

export async function seedDemoSuccess(tx: Tx, place: Place, now = new Date()): Promise<void> {
  const staff = (await userId(tx, PlatformRole.SUPER_ADMIN)) ?? null;
  const admin = (await userId(tx, PlatformRole.PLANT_ADMIN)) ?? null;
  const superintendent = (await userId(tx, PlatformRole.PLANT_SUPERINTENDENT)) ?? null;

  if (!(await hasRows(tx, meetingTrackers, eq(meetingTrackers.plant_id, place.plant_id)))) {
    const [kickoff] = await tx
      .insert(meetingTrackers)
      .values({
        ...place,
        held_at: at(now, -42),
        title: "Quarterly success review",
        attendees: ["Alex Tremblay", "Maria Gonzalez", "Sam Okafor"],
        topics:
          "Sensor coverage of the pulp line; alarm response times; first savings from condition monitoring.",
        notes:
          "Alarm acknowledgement averages under two hours. The plant wants the dryer fans covered before winter.",
        next_meeting_at: at(now, -14),
        created_by: staff,
      })
      .returning({ id: meetingTrackers.id });
    await tx.insert(meetingActionItems).values([
      {
        meeting_tracker_id: kickoff!.id,
        position: 1,
        description: "Install vibration sensors on the dryer section fans",
        owner_user_id: admin,
        owner_name: admin === null ? "Alex Tremblay" : null,
        due_date: dateIn(now, -28),
        done: true,
      },
      {
        meeting_tracker_id: kickoff!.id,
        position: 2,
        description: "Send the alarm response report to the plant manager",
        owner_name: "Sam Okafor (provider)",
        due_date: dateIn(now, -35),
        done: true,
      },
    ]);
    const [review] = await tx
      .insert(meetingTrackers)
      .values({
        ...place,
        held_at: at(now, -14),
        title: "Monthly check-in",
        attendees: ["Alex Tremblay", "Maria Gonzalez", "Sam Okafor", "Jenna Park (Motion Industries)"],
        topics: "Dryer fan coverage; open work orders from alarms; spare bearing stock.",
        notes:
          "Fans are covered and reporting. Two alarms led to bearing work orders that were caught early.",
        next_meeting_at: at(now, 14),
        created_by: staff,
      })
      .returning({ id: meetingTrackers.id });
    await tx.insert(meetingActionItems).values([
      {
        meeting_tracker_id: review!.id,
        position: 1,
        description: "Review the spare bearing stock against the reorder points",
        owner_user_id: superintendent,
        owner_name: superintendent === null ? "Maria Gonzalez" : null,
        due_date: dateIn(now, 7),
        done: false,
      },
      {
        meeting_tracker_id: review!.id,
        position: 2,
        description: "Share the ROI one-pager of the last week with the plant manager",
        owner_name: "Sam Okafor (provider)",
        due_date: dateIn(now, -7),
        done: true,
      },
    ]);
  }

  if (!(await hasRows(tx, roiOnePagers, eq(roiOnePagers.plant_id, place.plant_id)))) {
    await tx.insert(roiOnePagers).values({
      ...place,
      title: "Weekly value summary",
      period_start: new Date(now.getTime() - 7 * DAY),
      period_end: now,
      summary:
        "Condition monitoring caught bearing wear early on the dryer fans; the work was planned instead of a breakdown.",
      created_by: staff,
    });
  }
}
