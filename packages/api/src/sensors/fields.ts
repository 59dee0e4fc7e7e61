/**
 * Pieces shared by the sensor procedures: where a sensor belongs (its item or, unattached, its
 * controller), the rules that need the database, scope look-ups and the 422 answers that name a
 * field. The form fields of a sensor (part 1 §3 "Sensor", part 2 §9) are `sensorFields` in
 * `@plantwise/shared`, so every procedure and the form validate the same way.
 */
import { type Reader, schema } from "@plantwise/db";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { invalid } from "../lib/fields";
import { duplicateName } from "../lib/uniqueness";

const { controllers, equipmentItems, sensors } = schema;

export { invalid, renamed } from "../lib/fields";

/** Where a sensor belongs: the tenant columns it copies from its item or controller. */
export interface SensorPlace {
  company_id: number;
  plant_id: number;
  equipment_item_id: number | null;
  controller_id: number | null;
}

/** The company and plant of the item or controller a sensor is given; a 422 on `field` outside the scope. */
async function tenantOf(
  db: Reader,
  scope: Scope,
  table: typeof equipmentItems | typeof controllers,
  id: number | null,
  field: string,
  what: string,
): Promise<{ company_id: number; plant_id: number } | undefined> {
  if (id == null) return undefined;
  const t = table as typeof controllers;
  const [row] = await db
    .select({ company_id: t.company_id, plant_id: t.plant_id })
    .from(t)
    .where(and(eq(t.id, id), inPlantScope(scope, t.plant_id)));
  if (!row) throw invalid(field, `${what} not found`);
  return row;
}

/**
 * Resolves the item and controller a sensor is given. Each must be in the caller's scope (otherwise
 * a 422 worded exactly as for an id that does not exist) and both in the same plant; the sensor's
 * plant and company are the item's, or the controller's when it is unattached.
 */
export async function resolveSensorPlace(
  db: Reader,
  scope: Scope,
  itemId: number | null,
  controllerId: number | null,
): Promise<SensorPlace> {
  const item = await tenantOf(db, scope, equipmentItems, itemId, "equipment_item_id", "Equipment item");
  const controller = await tenantOf(db, scope, controllers, controllerId, "controller_id", "Controller");
  if (item && controller && item.plant_id !== controller.plant_id) {
    throw invalid("controller_id", "must be in the same plant as the equipment item");
  }
  const owner = item ?? controller;
  if (!owner) throw invalid("equipment_item_id", "a sensor needs an equipment item or a controller");
  return { ...owner, equipment_item_id: itemId, controller_id: controllerId };
}

/** A parent sensor must be another sensor in scope and in the same plant. */
export async function assertParentSensor(
  db: Reader,
  scope: Scope,
  parentId: number | null,
  plantId: number,
  selfId?: number,
): Promise<void> {
  if (parentId == null) return;
  if (parentId === selfId) throw invalid("parent_sensor_id", "a sensor cannot be its own parent");
  const [parent] = await db
    .select({ plant_id: sensors.plant_id })
    .from(sensors)
    .where(and(eq(sensors.id, parentId), inPlantScope(scope, sensors.plant_id)));
  if (!parent) throw invalid("parent_sensor_id", "Sensor not found");
  if (parent.plant_id !== plantId) throw invalid("parent_sensor_id", "must be in the same plant");
}

/** Serial numbers are unique per company, case-insensitively (the gateway reports them). */
export async function assertUniqueSerial(
  db: Reader,
  companyId: number,
  serial: string,
  exceptId?: number,
): Promise<void> {
  const [clash] = await db
    .select({ id: sensors.id })
    .from(sensors)
    .where(
      and(
        eq(sensors.company_id, companyId),
        eq(sql`lower(${sensors.serial_number})`, serial.toLowerCase()),
        exceptId ? ne(sensors.id, exceptId) : undefined,
      ),
    );
  if (clash) throw duplicateSerial(serial);
}

export const duplicateSerial = (serial: string) => duplicateName("sensor", serial, "serial_number");

/** The sensor in scope, or NOT_FOUND (another tenant's sensor looks exactly like a missing one). */
export async function sensorInScope(db: Reader, scope: Scope, id: number) {
  const [row] = await db
    .select()
    .from(sensors)
    .where(and(eq(sensors.id, id), inPlantScope(scope, sensors.plant_id)));
  if (!row) throw new AppError("NOT_FOUND", "Sensor not found");
  return row;
}

/** Sensors in scope among `ids`; the caller compares counts for all-or-nothing answers. */
export async function sensorsInScope(db: Reader, scope: Scope, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: sensors.id, plant_id: sensors.plant_id, company_id: sensors.company_id })
    .from(sensors)
    .where(and(inArray(sensors.id, ids), inPlantScope(scope, sensors.plant_id)));
}
