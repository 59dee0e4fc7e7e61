/**
 * What the PM schedule procedures share: the row they answer (with the sensor's run hours now) and
 * the checks of the form's references, all inside the schedule's plant.
 */
import { type Reader, schema } from "@plantwise/db";
import type { PmScheduleFields } from "@plantwise/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { invalid } from "../lib/fields";
import { firstOr404 } from "../lib/found";
import type { TotalField } from "../lib/list";

const { equipmentItems, plants, pmRunHourSchedules, sensors, taskProcedures, workOrderCategories } = schema;
const s = pmRunHourSchedules;

const workOrdersCount =
  sql<number>`(select count(*) from "work_orders" "wo" where "wo"."pm_schedule_id" = "pm_run_hour_schedules"."id")`.mapWith(
    Number,
  );

export const pmScheduleColumns = {
  id: s.id,
  plant_id: s.plant_id,
  plant_name: plants.name,
  equipment_item_id: s.equipment_item_id,
  equipment_item_name: equipmentItems.name,
  sensor_id: s.sensor_id,
  sensor_name: sensors.name,
  every_hours: s.every_hours,
  next_due_hours: s.next_due_hours,
  run_hours: sensors.run_hours,
  hours_left: sql<number>`(${s.next_due_hours} - ${sensors.run_hours})::float8`.mapWith(Number),
  title: s.title,
  description: s.description,
  category_id: s.category_id,
  category_name: workOrderCategories.name,
  task_procedure_id: s.task_procedure_id,
  task_procedure_name: taskProcedures.name,
  priority: s.priority,
  total_minutes: s.total_minutes,
  is_active: s.is_active,
  work_orders: workOrdersCount,
  created_at: s.created_at,
  updated_at: s.updated_at,
};

/** select … from the schedules with the names they answer (and a list's total); add the where. */
export function selectPmSchedules(db: Reader, list?: TotalField) {
  return db
    .select({ ...pmScheduleColumns, ...list })
    .from(s)
    .innerJoin(plants, eq(plants.id, s.plant_id))
    .innerJoin(equipmentItems, eq(equipmentItems.id, s.equipment_item_id))
    .innerJoin(sensors, eq(sensors.id, s.sensor_id))
    .leftJoin(workOrderCategories, eq(workOrderCategories.id, s.category_id))
    .leftJoin(taskProcedures, eq(taskProcedures.id, s.task_procedure_id))
    .$dynamic();
}

export function pmScheduleInScope(scope: Scope, id: number) {
  return and(eq(s.id, id), inPlantScope(scope, s.plant_id));
}

/**
 * The form's references, each inside the plant: the plant in the caller's scope (404 otherwise),
 * the item of the plant, the sensor on that item and tracking run hours, the work order type and
 * the task procedure of the plant (422 naming the field otherwise). Answers the plant's company
 * and the sensor's run hours now.
 */
export async function checkPmScheduleReferences(
  db: Reader,
  scope: Scope,
  input: PmScheduleFields,
): Promise<{ company_id: number; run_hours: number }> {
  const plant = await firstOr404(
    db
      .select({ id: plants.id, company_id: plants.company_id })
      .from(plants)
      .where(and(eq(plants.id, input.plant_id), inPlantScope(scope, plants.id))),
    "Plant",
  );
  const [item] = await db
    .select({ id: equipmentItems.id })
    .from(equipmentItems)
    .where(and(eq(equipmentItems.id, input.equipment_item_id), eq(equipmentItems.plant_id, plant.id)));
  if (!item) throw invalid("equipment_item_id", "must be an equipment item of the plant");
  const [sensor] = await db
    .select({ run_hour_tracking: sensors.run_hour_tracking, run_hours: sensors.run_hours })
    .from(sensors)
    .where(and(eq(sensors.id, input.sensor_id), eq(sensors.equipment_item_id, item.id)));
  if (!sensor) throw invalid("sensor_id", "must be a sensor of the equipment item");
  if (!sensor.run_hour_tracking) throw invalid("sensor_id", "must be a sensor that tracks run hours");
  if (input.category_id) {
    const [category] = await db
      .select({ id: workOrderCategories.id })
      .from(workOrderCategories)
      .where(and(eq(workOrderCategories.id, input.category_id), eq(workOrderCategories.plant_id, plant.id)));
    if (!category) throw invalid("category_id", "must be a work order type of the plant");
  }
  if (input.task_procedure_id) {
    const [procedure] = await db
      .select({ id: taskProcedures.id })
      .from(taskProcedures)
      .where(and(eq(taskProcedures.id, input.task_procedure_id), eq(taskProcedures.plant_id, plant.id)));
    if (!procedure) throw invalid("task_procedure_id", "must be a task procedure of the plant");
  }
  return { company_id: plant.company_id, run_hours: sensor.run_hours };
}
