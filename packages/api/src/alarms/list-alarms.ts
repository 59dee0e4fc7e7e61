/**
 * alarms.list and alarms.get: the alarms of the caller's plants, newest first with open ones ahead
 * of cleared ones (unless a sort column is asked for: one of ALARM_SORT_COLUMNS, anything else is
 * refused), filtered by place, kind, type, severity, acknowledgement, status and time. Permission
 * view_dashboard, like every dashboard read.
 */
import { schema } from "@plantwise/db";
import {
  ALARM_KIND_FILTERS,
  ALARM_SORT_COLUMNS,
  ALERT_TYPES,
  AlarmSeverity,
  listInput,
  sortColumnInput,
} from "@plantwise/shared";
import { and, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { instantSchema, invalid, positiveId } from "../lib/fields";
import { idInput, queryFlag } from "../lib/input";
import { likePattern, listMeta, listWindow } from "../lib/list";
import { permitted } from "../trpc";
import { countAlarmRows, presentAlarm, selectAlarmRows } from "./alarm-rows";

const { alarms, assets, equipmentItems, machines, sensors } = schema;

/** Reading alarms: the dashboard's view permission. */
export const viewAlarms = permitted("view_dashboard");

const optionalId = z.preprocess((v) => (v === "" ? undefined : v), positiveId.optional());

export const ALARM_STATUSES = ["open", "cleared"] as const;

export const listAlarmsInput = listInput.extend({
  orderByColumn: sortColumnInput(ALARM_SORT_COLUMNS),
  plant_id: optionalId,
  production_line_id: optionalId,
  machine_id: optionalId,
  asset_id: optionalId,
  equipment_item_id: optionalId,
  sensor_id: optionalId,
  kind: z.enum(ALARM_KIND_FILTERS).optional(),
  alert_type: z.coerce.number().int().min(1).max(ALERT_TYPES.length).optional(),
  severity: z.coerce
    .number()
    .int()
    .refine((v) => v === AlarmSeverity.WARNING || v === AlarmSeverity.ALARM, {
      error: "must be 1 (warning) or 2 (alarm)",
    })
    .optional(),
  acknowledged: queryFlag,
  status: z.enum(ALARM_STATUSES).optional(),
  /** created_at from (inclusive) and to (exclusive): epoch ms or ISO date-time. */
  from: instantSchema.optional(),
  to: instantSchema.optional(),
});
export type ListAlarmsInput = z.infer<typeof listAlarmsInput>;

/** Alert type ids of a kind filter group. */
function alertTypesOfKind(kind: (typeof ALARM_KIND_FILTERS)[number]): number[] {
  return ALERT_TYPES.filter((t) => t.kind === kind).map((t) => t.id);
}

/** The `where` of a list: scope first, then every filter given. */
export function alarmFilters(scope: Scope, input: Omit<ListAlarmsInput, "page" | "max">): SQL | undefined {
  if (input.from !== undefined && input.to !== undefined && !(input.from < input.to)) {
    throw invalid("to", "must be after from");
  }
  const q = input.q ? likePattern(input.q) : undefined;
  return and(
    inPlantScope(scope, alarms.plant_id),
    input.plant_id ? eq(alarms.plant_id, input.plant_id) : undefined,
    input.production_line_id ? eq(machines.production_line_id, input.production_line_id) : undefined,
    input.machine_id ? eq(assets.machine_id, input.machine_id) : undefined,
    input.asset_id ? eq(equipmentItems.asset_id, input.asset_id) : undefined,
    input.equipment_item_id ? eq(alarms.equipment_item_id, input.equipment_item_id) : undefined,
    input.sensor_id ? eq(alarms.sensor_id, input.sensor_id) : undefined,
    input.kind ? inArray(alarms.alert_type, alertTypesOfKind(input.kind)) : undefined,
    input.alert_type ? eq(alarms.alert_type, input.alert_type) : undefined,
    input.severity ? eq(alarms.severity, input.severity) : undefined,
    input.acknowledged === true ? isNotNull(alarms.acknowledged_at) : undefined,
    input.acknowledged === false ? isNull(alarms.acknowledged_at) : undefined,
    input.status === "open" ? isNull(alarms.cleared_at) : undefined,
    input.status === "cleared" ? isNotNull(alarms.cleared_at) : undefined,
    input.from !== undefined ? gte(alarms.created_at, new Date(input.from)) : undefined,
    input.to !== undefined ? lt(alarms.created_at, new Date(input.to)) : undefined,
    q
      ? or(
          sql`exists (select 1 from "sensors" "qs" where "qs"."id" = ${alarms.sensor_id}
            and ("qs"."name" ilike ${q} or "qs"."serial_number" ilike ${q}))`,
          ilike(equipmentItems.name, q),
          ilike(machines.name, q),
        )
      : undefined,
  );
}

/** Open alarms first, then newest first: what needs attention now leads. */
const attentionOrder = [sql`(${alarms.cleared_at} is null) desc`, desc(alarms.created_at), desc(alarms.id)];

/**
 * ORDER BY a column of a list, in the asked direction with blanks (no value, not cleared, no
 * item) last either way, then the newest first so ties read as the default list does.
 */
export function sortedBy(
  column: PgColumn | SQL,
  method: "asc" | "desc" | undefined,
  newest: PgColumn,
  id: PgColumn,
): SQL[] {
  const direction = method === "desc" ? sql`desc` : sql`asc`;
  return [sql`${column} ${direction} nulls last`, desc(newest), desc(id)];
}

/** The expression each sortable column orders by (the allow-list the input schema enforces). */
const alarmSortColumns: Record<(typeof ALARM_SORT_COLUMNS)[number], PgColumn | SQL> = {
  created_at: alarms.created_at,
  cleared_at: alarms.cleared_at,
  acknowledged_at: alarms.acknowledged_at,
  // Open (0) before cleared (1) ascending; among cleared ones the newest clearing first.
  status: sql`(case when ${alarms.cleared_at} is null then 0 else 1 end)`,
  severity: alarms.severity,
  alert_type: alarms.alert_type,
  parameter_type: alarms.parameter_type,
  value: alarms.value,
  sensor_name: sensors.name,
  item_name: equipmentItems.name,
  machine_name: machines.name,
};

/** The ORDER BY of alarms.list: the attention order, or the asked column. */
export function alarmOrder(input: Pick<ListAlarmsInput, "orderByColumn" | "orderByMethod">): SQL[] {
  if (!input.orderByColumn) return attentionOrder;
  const order = sortedBy(
    alarmSortColumns[input.orderByColumn],
    input.orderByMethod,
    alarms.created_at,
    alarms.id,
  );
  if (input.orderByColumn !== "status") return order;
  const [status, ...rest] = order;
  return [status!, desc(alarms.cleared_at), ...rest];
}

export const listAlarms = viewAlarms.input(listAlarmsInput).query(async ({ ctx, input }) => {
  const where = alarmFilters(ctx.scope, input);
  const order = alarmOrder(input);
  const { limit, offset } = listWindow(input);
  const [rows, [total]] = await Promise.all([
    selectAlarmRows(ctx.db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    countAlarmRows(ctx.db).where(where),
  ]);
  return { data: rows.map(presentAlarm), meta: listMeta(input, total?.n ?? 0) };
});

export const getAlarm = viewAlarms.input(idInput).query(async ({ ctx, input }) => {
  const [row] = await selectAlarmRows(ctx.db).where(
    and(eq(alarms.id, input.id), inPlantScope(ctx.scope, alarms.plant_id)),
  );
  if (!row) throw new AppError("NOT_FOUND", "Alarm not found");
  return presentAlarm(row);
});
