/**
 * The alarm row every alarms procedure answers with: the record, the names of its sensor (or
 * controller), item, asset, machine, line and plant, the parameter and alert type labels, the
 * threshold from the rule it broke, and who acknowledged it. One joined select, so lists, the
 * machine summary and the alarm panels read the same shape.
 *
 * The item's place is where the item is now (an item moved since keeps its alarms, shown under its
 * new machine): the alarm itself stores the item it was about, not the path.
 */
import { type Reader, schema } from "@plantwise/db";
import { alarmMeasure, alertTypeInfo, MaintenanceRequestState, parameterTypeInfo } from "@plantwise/shared";
import { eq, sql } from "drizzle-orm";
import { withItemLine } from "../hierarchy/service";

const {
  alarms,
  assets,
  controllers,
  equipmentItems,
  machines,
  plants,
  productionLines,
  sensors,
  users,
  workOrders,
} = schema;

/**
 * A column of the newest work order (not a rejected request) created from the alarm or from its
 * incident, read from the maintenance table directly (a subquery, not the maintenance domain), in
 * the alarm's own plant.
 */
function linkedWorkOrderColumn(column: "id" | "status") {
  return sql<number | null>`(select wo.${sql.raw(column)} from ${workOrders} wo
    where wo.plant_id = ${alarms.plant_id}
      and (wo.alarm_id = ${alarms.id} or wo.alarm_incident_id = ${alarms.incident_id})
      and wo.request_state is distinct from ${MaintenanceRequestState.REJECTED}
    order by wo.id desc limit 1)`.mapWith((v) => (v == null ? null : Number(v)));
}

const alarmColumns = {
  id: alarms.id,
  company_id: alarms.company_id,
  plant_id: alarms.plant_id,
  plant_name: plants.name,
  sensor_id: alarms.sensor_id,
  sensor_name: sensors.name,
  sensor_serial: sensors.serial_number,
  controller_id: alarms.controller_id,
  controller_name: controllers.name,
  equipment_item_id: alarms.equipment_item_id,
  item_name: equipmentItems.name,
  asset_id: assets.id,
  asset_name: assets.name,
  machine_id: machines.id,
  machine_name: machines.name,
  production_line_id: productionLines.id,
  production_line_name: productionLines.name,
  parameter_type: alarms.parameter_type,
  axis: alarms.axis,
  alert_type: alarms.alert_type,
  severity: alarms.severity,
  alert_rule: alarms.alert_rule,
  value: alarms.value,
  created_at: alarms.created_at,
  acknowledged_by: alarms.acknowledged_by,
  acknowledged_by_first: users.first_name,
  acknowledged_by_last: users.last_name,
  acknowledged_at: alarms.acknowledged_at,
  acknowledge_note: alarms.acknowledge_note,
  cleared_at: alarms.cleared_at,
  clear_cause: alarms.clear_cause,
  incident_id: alarms.incident_id,
  work_order_id: linkedWorkOrderColumn("id"),
  work_order_status: linkedWorkOrderColumn("status"),
};

/** The alarms select with every join the row needs; callers add where, order and paging. */
export function selectAlarmRows(db: Reader) {
  const query = db
    .select(alarmColumns)
    .from(alarms)
    .innerJoin(plants, eq(plants.id, alarms.plant_id))
    .leftJoin(sensors, eq(sensors.id, alarms.sensor_id))
    .leftJoin(controllers, eq(controllers.id, alarms.controller_id))
    .leftJoin(equipmentItems, eq(equipmentItems.id, alarms.equipment_item_id))
    .$dynamic();
  return withItemLine(query).leftJoin(users, eq(users.id, alarms.acknowledged_by));
}

/** The joins of the item's place for a count (filters may name any of them). */
export function countAlarmRows(db: Reader) {
  const query = db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(alarms)
    .leftJoin(equipmentItems, eq(equipmentItems.id, alarms.equipment_item_id))
    .$dynamic();
  return withItemLine(query);
}

/** The linked work order as rows answer it: id and status, or null. */
export function linkedWorkOrder(id: number | null, status: number | null) {
  return id == null || status == null ? null : { id, status };
}

type RawAlarmRow = Awaited<ReturnType<ReturnType<typeof selectAlarmRows>["execute"]>>[number];

/** The answer shape: labels resolved, acknowledging user's name joined, open/cleared spelled out. */
export function presentAlarm(row: RawAlarmRow) {
  const { acknowledged_by_first, acknowledged_by_last, work_order_id, work_order_status, ...rest } = row;
  const type = alertTypeInfo(row.alert_type);
  const parameter = row.parameter_type == null ? undefined : parameterTypeInfo(row.parameter_type);
  return {
    ...rest,
    alert_type_key: type?.key ?? null,
    alert_type_label: type?.label ?? `Alert type ${row.alert_type}`,
    kind: type?.kind ?? null,
    parameter_key: parameter?.key ?? null,
    ...alarmMeasure(row),
    acknowledged_by_name:
      acknowledged_by_first == null ? null : `${acknowledged_by_first} ${acknowledged_by_last ?? ""}`.trim(),
    is_open: row.cleared_at == null,
    work_order: linkedWorkOrder(work_order_id, work_order_status),
  };
}

export type AlarmRow = ReturnType<typeof presentAlarm>;
