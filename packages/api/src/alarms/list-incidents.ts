/**
 * alarms.listIncidents and alarms.getIncident: the incidents of the caller's plants (one row per
 * fault: an item's, or a gateway's, alarms grouped), open ones by default, the newest activity
 * first (unless a sort column is asked for: one of INCIDENT_SORT_COLUMNS, anything else is
 * refused), filtered by place, worst severity, state and
 * acknowledgement; one incident with its alarms. Each row counts its alarms (all, open,
 * unacknowledged), names the parameters and axes and alert types involved, and carries the work
 * order created from it or from one of its alarms. Permission view_dashboard, like every alarms read.
 */
import { type Reader, schema } from "@plantwise/db";
import {
  type INCIDENT_SORT_COLUMNS,
  idInput,
  incidentDetail,
  listIncidentsInput,
  listIncidentsOutput,
  MaintenanceRequestState,
  parameterTypeInfo,
} from "@plantwise/shared";
import { and, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { withItemLine } from "../hierarchy/service";
import { likePattern, listMeta, listWindow } from "../lib/list";
import { linkedWorkOrder, presentAlarm, selectAlarmRows } from "./alarm-rows";
import { sortedBy, viewAlarms } from "./list-alarms";

const {
  alarms,
  alarmIncidents,
  assets,
  controllers,
  equipmentItems,
  machines,
  plants,
  productionLines,
  users,
} = schema;

/** A column of the newest work order (not a rejected request) made from the incident or one of its alarms. */
function incidentWorkOrderColumn(column: "id" | "status") {
  return sql<number | null>`(select wo.${sql.raw(column)} from ${schema.workOrders} wo
    where wo.plant_id = ${alarmIncidents.plant_id}
      and (wo.alarm_incident_id = ${alarmIncidents.id}
        or wo.alarm_id in (select a.id from ${alarms} a where a.incident_id = ${alarmIncidents.id}))
      and wo.request_state is distinct from ${MaintenanceRequestState.REJECTED}
    order by wo.id desc limit 1)`.mapWith((v) => (v == null ? null : Number(v)));
}

const incidentColumns = {
  id: alarmIncidents.id,
  company_id: alarmIncidents.company_id,
  plant_id: alarmIncidents.plant_id,
  plant_name: plants.name,
  equipment_item_id: alarmIncidents.equipment_item_id,
  item_name: equipmentItems.name,
  controller_id: alarmIncidents.controller_id,
  controller_name: controllers.name,
  asset_id: assets.id,
  asset_name: assets.name,
  machine_id: machines.id,
  machine_name: machines.name,
  production_line_id: productionLines.id,
  production_line_name: productionLines.name,
  worst_severity: alarmIncidents.worst_severity,
  opened_at: alarmIncidents.opened_at,
  latest_at: alarmIncidents.latest_at,
  closed_at: alarmIncidents.closed_at,
  acknowledged_by: alarmIncidents.acknowledged_by,
  acknowledged_by_first: users.first_name,
  acknowledged_by_last: users.last_name,
  acknowledged_at: alarmIncidents.acknowledged_at,
  acknowledge_note: alarmIncidents.acknowledge_note,
  work_order_id: incidentWorkOrderColumn("id"),
  work_order_status: incidentWorkOrderColumn("status"),
};

function selectIncidentRows(db: Reader) {
  const query = db
    .select(incidentColumns)
    .from(alarmIncidents)
    .innerJoin(plants, eq(plants.id, alarmIncidents.plant_id))
    .leftJoin(equipmentItems, eq(equipmentItems.id, alarmIncidents.equipment_item_id))
    .leftJoin(controllers, eq(controllers.id, alarmIncidents.controller_id))
    .$dynamic();
  return withItemLine(query).leftJoin(users, eq(users.id, alarmIncidents.acknowledged_by));
}

function countIncidentRows(db: Reader) {
  const query = db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(alarmIncidents)
    .leftJoin(equipmentItems, eq(equipmentItems.id, alarmIncidents.equipment_item_id))
    .leftJoin(controllers, eq(controllers.id, alarmIncidents.controller_id))
    .$dynamic();
  return withItemLine(query);
}

type RawIncident = Awaited<ReturnType<ReturnType<typeof selectIncidentRows>["execute"]>>[number];

interface IncidentAlarm {
  id: number;
  incident_id: number | null;
  parameter_type: number | null;
  axis: number;
  alert_type: number;
  severity: number;
  created_at: Date;
  cleared_at: Date | null;
  acknowledged_at: Date | null;
}

/** The alarms of the given incidents, for their counts, parameters and lead alarm. */
async function alarmsOfIncidents(db: Reader, ids: readonly number[]): Promise<Map<number, IncidentAlarm[]>> {
  const byIncident = new Map<number, IncidentAlarm[]>();
  if (ids.length === 0) return byIncident;
  const rows = await db
    .select({
      id: alarms.id,
      incident_id: alarms.incident_id,
      parameter_type: alarms.parameter_type,
      axis: alarms.axis,
      alert_type: alarms.alert_type,
      severity: alarms.severity,
      created_at: alarms.created_at,
      cleared_at: alarms.cleared_at,
      acknowledged_at: alarms.acknowledged_at,
    })
    .from(alarms)
    .where(inArray(alarms.incident_id, [...ids]));
  for (const r of rows) byIncident.set(r.incident_id!, [...(byIncident.get(r.incident_id!) ?? []), r]);
  return byIncident;
}

/** The worst, newest of the open alarms, else of all. */
function leadAlarm(list: readonly IncidentAlarm[]): IncidentAlarm | undefined {
  const open = list.filter((a) => a.cleared_at == null);
  return [...(open.length > 0 ? open : list)].sort(
    (a, b) => b.severity - a.severity || b.created_at.getTime() - a.created_at.getTime() || b.id - a.id,
  )[0];
}

function presentIncident(row: RawIncident, list: readonly IncidentAlarm[]) {
  const { acknowledged_by_first, acknowledged_by_last, work_order_id, work_order_status, ...rest } = row;
  const axes = new Map<number, Set<number>>();
  for (const a of list) {
    if (a.parameter_type == null) continue;
    axes.set(a.parameter_type, (axes.get(a.parameter_type) ?? new Set()).add(a.axis));
  }
  return {
    ...rest,
    is_open: row.closed_at == null,
    acknowledged_by_name:
      acknowledged_by_first == null ? null : `${acknowledged_by_first} ${acknowledged_by_last ?? ""}`.trim(),
    alarm_count: list.length,
    open_count: list.filter((a) => a.cleared_at == null).length,
    unacknowledged_count: list.filter((a) => a.acknowledged_at == null).length,
    parameters: [...axes.entries()]
      .sort(([a], [b]) => a - b)
      .map(([parameter_type, set]) => ({
        parameter_type,
        parameter_key: parameterTypeInfo(parameter_type)?.key ?? null,
        axes: [...set].sort((a, b) => a - b),
      })),
    alert_types: [...new Set(list.map((a) => a.alert_type))].sort((a, b) => a - b),
    lead_alarm_id: leadAlarm(list)?.id ?? null,
    work_order: linkedWorkOrder(work_order_id, work_order_status),
  };
}

type ListIncidentsInput = typeof listIncidentsInput._zod.output;

/** The `where` of the incidents list: scope first, then every filter given. */
function incidentFilters(scope: Scope, input: ListIncidentsInput): SQL | undefined {
  const q = input.q ? likePattern(input.q) : undefined;
  return and(
    inPlantScope(scope, alarmIncidents.plant_id),
    input.plant_id ? eq(alarmIncidents.plant_id, input.plant_id) : undefined,
    input.production_line_id ? eq(machines.production_line_id, input.production_line_id) : undefined,
    input.machine_id ? eq(assets.machine_id, input.machine_id) : undefined,
    input.equipment_item_id ? eq(alarmIncidents.equipment_item_id, input.equipment_item_id) : undefined,
    input.controller_id ? eq(alarmIncidents.controller_id, input.controller_id) : undefined,
    input.severity ? eq(alarmIncidents.worst_severity, input.severity) : undefined,
    input.status === "open" ? isNull(alarmIncidents.closed_at) : undefined,
    input.status === "closed" ? isNotNull(alarmIncidents.closed_at) : undefined,
    input.acknowledged === true ? isNotNull(alarmIncidents.acknowledged_at) : undefined,
    input.acknowledged === false ? isNull(alarmIncidents.acknowledged_at) : undefined,
    q ? or(ilike(equipmentItems.name, q), ilike(machines.name, q), ilike(controllers.name, q)) : undefined,
  );
}

/** The expression each sortable column orders by (the allow-list the input schema enforces). */
const incidentSortColumns: Record<(typeof INCIDENT_SORT_COLUMNS)[number], PgColumn | SQL> = {
  latest_at: alarmIncidents.latest_at,
  opened_at: alarmIncidents.opened_at,
  closed_at: alarmIncidents.closed_at,
  acknowledged_at: alarmIncidents.acknowledged_at,
  // Open (0) before closed (1) ascending.
  status: sql`(case when ${alarmIncidents.closed_at} is null then 0 else 1 end)`,
  worst_severity: alarmIncidents.worst_severity,
  alarm_count: sql`(select count(*) from ${alarms} where ${alarms.incident_id} = ${alarmIncidents.id})`,
  item_name: sql`coalesce(${equipmentItems.name}, ${controllers.name})`,
  machine_name: machines.name,
};

/** Open first, then the worst, then the newest activity: what needs attention now leads. */
const attentionOrder = [
  sql`(${alarmIncidents.closed_at} is null) desc`,
  desc(alarmIncidents.worst_severity),
  desc(alarmIncidents.latest_at),
  desc(alarmIncidents.id),
];

export const listIncidents = viewAlarms
  .input(listIncidentsInput)
  .output(listIncidentsOutput)
  .query(async ({ ctx, input }) => {
    const where = incidentFilters(ctx.scope, input);
    const order = input.orderByColumn
      ? sortedBy(
          incidentSortColumns[input.orderByColumn],
          input.orderByMethod,
          alarmIncidents.latest_at,
          alarmIncidents.id,
        )
      : attentionOrder;
    const { limit, offset } = listWindow(input);
    const [rows, [total]] = await Promise.all([
      selectIncidentRows(ctx.db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      countIncidentRows(ctx.db).where(where),
    ]);
    const byIncident = await alarmsOfIncidents(
      ctx.db,
      rows.map((r) => r.id),
    );
    return {
      data: rows.map((r) => presentIncident(r, byIncident.get(r.id) ?? [])),
      meta: listMeta(input, total?.n ?? 0),
    };
  });

export const getIncident = viewAlarms
  .input(idInput)
  .output(incidentDetail)
  .query(async ({ ctx, input }) => {
    const [row] = await selectIncidentRows(ctx.db).where(
      and(eq(alarmIncidents.id, input.id), inPlantScope(ctx.scope, alarmIncidents.plant_id)),
    );
    if (!row) throw new AppError("NOT_FOUND", "Incident not found");
    const byIncident = await alarmsOfIncidents(ctx.db, [row.id]);
    const alarmRows = await selectAlarmRows(ctx.db)
      .where(and(eq(alarms.incident_id, row.id), inPlantScope(ctx.scope, alarms.plant_id)))
      .orderBy(
        sql`(${alarms.cleared_at} is null) desc`,
        desc(alarms.severity),
        desc(alarms.created_at),
        desc(alarms.id),
      );
    return { ...presentIncident(row, byIncident.get(row.id) ?? []), alarms: alarmRows.map(presentAlarm) };
  });
