/**
 * alarms.list and alarms.get: the alarms of the caller's plants, newest first with open ones ahead
 * of cleared ones (unless a sort column is asked for), filtered by place, kind, type, severity,
 * acknowledgement, status and time. Permission view_dashboard, like every dashboard read.
 */
import { schema } from "@plantwise/db";
import { ALARM_KIND_FILTERS, ALERT_TYPES, AlarmSeverity, listInput } from "@plantwise/shared";
import { and, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { instantSchema, invalid, positiveId } from "../lib/fields";
import { idInput, queryFlag } from "../lib/input";
import { likePattern, listMeta, listOrder, listWindow } from "../lib/list";
import { permitted } from "../trpc";
import { countAlarmRows, presentAlarm, selectAlarmRows } from "./alarm-rows";

const { alarms, assets, equipmentItems, machines, sensors } = schema;

/** Reading alarms: the dashboard's view permission. */
export const viewAlarms = permitted("view_dashboard");

const optionalId = z.preprocess((v) => (v === "" ? undefined : v), positiveId.optional());

export const ALARM_STATUSES = ["open", "cleared"] as const;

export const listAlarmsInput = listInput.extend({
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

export const listAlarms = viewAlarms.input(listAlarmsInput).query(async ({ ctx, input }) => {
  const where = alarmFilters(ctx.scope, input);
  const sortable = {
    created_at: alarms.created_at,
    cleared_at: alarms.cleared_at,
    acknowledged_at: alarms.acknowledged_at,
    severity: alarms.severity,
    alert_type: alarms.alert_type,
    value: alarms.value,
    sensor_name: sensors.name,
    item_name: equipmentItems.name,
    machine_name: machines.name,
  };
  const order =
    input.orderByColumn && input.orderByColumn in sortable
      ? listOrder(input, sortable, "created_at", alarms.id)
      : attentionOrder;
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
