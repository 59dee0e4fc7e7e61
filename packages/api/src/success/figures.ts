/**
 * The figures of customer success, written once in SQL: what a plant got over a window (alarms
 * raised and handled, work orders closed), its sensors now, its last and next meeting, and the
 * one-pager's avoided failures, requisition savings and top items. The money of completed work
 * (savings, cost, net, ROI %) is the requisitions domain's `plantRoi`, the one formula every ROI
 * figure of the product uses; these statements add what it does not count.
 *
 * Meanings:
 * - a work order is a work order proper: never a pending or rejected request;
 * - an alarm is raised in a window when its created_at falls in it, and handled in it when it was
 *   first acknowledged or cleared in it (whenever it was raised);
 * - a work order is closed in a window when its closed_at falls in it;
 * - a work order is completed in a window when it is completed (or closed since) and its
 *   completed_at falls in it, as `plantRoi` counts it;
 * - a requisition is completed in a window when it is completed and its completed_at falls in it;
 * - a sensor is monitored while neither archived nor inactive, and online when it also reported
 *   within SENSOR_OFFLINE_AFTER_MS (the sensors' own rule, shared `isSensorOnline`).
 */
import { type Database, rowsOf } from "@plantwise/db";
import {
  MaintenanceRequestState,
  ONE_PAGER_TOP_ITEMS,
  RequisitionStatus,
  SENSOR_OFFLINE_AFTER_MS,
  WorkOrderStatus,
} from "@plantwise/shared";
import { type SQL, sql } from "drizzle-orm";

/** A timestamp parameter as PostgreSQL must see it inside raw SQL. */
export const instant = (value: Date) => sql`${value.toISOString()}::timestamptz`;

/** Work orders proper over the alias `w`: a converted request counts, an open or rejected one does not. */
const WORK_ORDER_PROPER = sql.raw(
  `("w"."request_state" is null or "w"."request_state" = ${MaintenanceRequestState.CONVERTED})`,
);

/** Completed work orders over the alias `w` (completed, or completed and closed since). */
const WORK_ORDER_DONE = sql.raw(`"w"."status" in (${WorkOrderStatus.COMPLETED}, ${WorkOrderStatus.CLOSED})`);

/** `column` between the window's ends (both inclusive), the ends as SQL expressions. */
function within(column: string, from: SQL, to: SQL): SQL {
  return sql`${sql.raw(column)} >= ${from} and ${sql.raw(column)} <= ${to}`;
}

/**
 * The alarms raised and handled and the work orders closed of the plant `plant` (an SQL
 * expression) over [from, to], as the members of a json_build_object.
 */
export function windowCountMembers(plant: SQL, from: SQL, to: SQL): SQL {
  return sql`'alarms_raised', (select count(*) from "alarms" "a"
        where "a"."plant_id" = ${plant} and ${within(`"a"."created_at"`, from, to)})::int,
      'alarms_handled', (select count(*) from "alarms" "a"
        where "a"."plant_id" = ${plant}
          and ${within(`least("a"."acknowledged_at", "a"."cleared_at")`, from, to)})::int,
      'work_orders_closed', (select count(*) from "work_orders" "w"
        where "w"."plant_id" = ${plant} and ${WORK_ORDER_PROPER} and ${within(`"w"."closed_at"`, from, to)})::int`;
}

/** The plant's sensors now, as the members of a json_build_object. */
export function sensorCountMembers(plant: SQL, now: Date): SQL {
  const cutoff = instant(new Date(now.getTime() - SENSOR_OFFLINE_AFTER_MS));
  return sql`'sensors_total', (select count(*) from "sensors" "s"
        where "s"."plant_id" = ${plant} and not "s"."is_archived")::int,
      'sensors_monitored', (select count(*) from "sensors" "s"
        where "s"."plant_id" = ${plant} and not "s"."is_archived" and not "s"."is_inactive")::int,
      'sensors_online', (select count(*) from "sensors" "s"
        where "s"."plant_id" = ${plant} and not "s"."is_archived" and not "s"."is_inactive"
          and "s"."last_seen_at" >= ${cutoff})::int`;
}

/**
 * The plant's latest meeting held by `now` and its next one (the soonest meeting after now, held
 * or agreed at a meeting as next_meeting_at), as the members of a json_build_object.
 */
export function meetingMembers(plant: SQL, now: Date): SQL {
  const at = instant(now);
  return sql`'last_meeting', (select json_build_object('id', "m"."id", 'title', "m"."title", 'held_at', "m"."held_at")
        from "meeting_trackers" "m" where "m"."plant_id" = ${plant} and "m"."held_at" <= ${at}
        order by "m"."held_at" desc, "m"."id" desc limit 1),
      'next_meeting_at', (select min("t"."at") from (
          select "m"."held_at" as "at" from "meeting_trackers" "m" where "m"."plant_id" = ${plant} and "m"."held_at" > ${at}
          union all
          select "m"."next_meeting_at" from "meeting_trackers" "m" where "m"."plant_id" = ${plant} and "m"."next_meeting_at" > ${at}
        ) "t")`;
}

/**
 * What a one-pager adds to `plantRoi` over [from, to] of `plant`: the avoided failures (work
 * orders from an alarm or an incident created in the period) and their savings, the requisitions
 * completed and their savings, and the equipment items with the largest savings from the work
 * completed in the period; as the members of a json_build_object.
 */
export function onePagerMembers(plant: SQL, from: SQL, to: SQL): SQL {
  const completedRequisition = sql`"r"."plant_id" = ${plant} and "r"."status" = ${sql.raw(String(RequisitionStatus.COMPLETED))}
          and ${within(`"r"."completed_at"`, from, to)}`;
  return sql`'alarms_raised', (select count(*) from "alarms" "a"
        where "a"."plant_id" = ${plant} and ${within(`"a"."created_at"`, from, to)})::int,
      'avoided', (select json_build_object('count', count(*)::int, 'savings', coalesce(sum("w"."cost_savings"), 0))
        from "work_orders" "w"
        where "w"."plant_id" = ${plant} and ${WORK_ORDER_PROPER}
          and ("w"."alarm_id" is not null or "w"."alarm_incident_id" is not null)
          and ${within(`"w"."created_at"`, from, to)}),
      'requisitions', (select json_build_object('count', count(*)::int, 'savings', coalesce(sum("r"."cost_savings"), 0))
        from "requisitions" "r" where ${completedRequisition}),
      'top_items', (select coalesce(json_agg("g" order by "g"."savings" desc, "g"."name", "g"."equipment_item_id"), '[]'::json)
        from (
          select "i"."id" as "equipment_item_id", "i"."name", sum("x"."savings") as "savings",
            count(*) filter (where "x"."kind" = 'w')::int as "work_orders",
            count(*) filter (where "x"."kind" = 'r')::int as "requisitions"
          from (
            select 'w' as "kind", "w"."equipment_item_id" as "item", coalesce("w"."cost_savings", 0) as "savings"
            from "work_orders" "w"
            where "w"."plant_id" = ${plant} and ${WORK_ORDER_PROPER} and ${WORK_ORDER_DONE}
              and ${within(`"w"."completed_at"`, from, to)}
            union all
            select 'r', "r"."equipment_item_id", coalesce("r"."cost_savings", 0)
            from "requisitions" "r" where ${completedRequisition}
          ) "x"
          join "equipment_items" "i" on "i"."id" = "x"."item"
          group by "i"."id", "i"."name"
          having sum("x"."savings") > 0
          order by sum("x"."savings") desc, "i"."name", "i"."id"
          limit ${sql.raw(String(ONE_PAGER_TOP_ITEMS))}
        ) "g")`;
}

/** One JSON value a statement answers as text (`… ::text as "json"`), parsed. */
export async function jsonOf<T>(db: Pick<Database, "execute">, statement: SQL): Promise<T | null> {
  const [row] = rowsOf<{ json: string | null }>(await db.execute(statement));
  return row?.json ? (JSON.parse(row.json) as T) : null;
}

/** A JSON number or numeric string as a number (0 when absent). */
export const amount = (value: unknown): number => (value == null ? 0 : Number(value));

/** A JSON timestamp as a Date (null stays null). */
export const dateOf = (value: string | null | undefined): Date | null => (value ? new Date(value) : null);
