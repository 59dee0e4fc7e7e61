/**
 * Pieces shared by the controller (gateway) procedures: the scope look-up, the rules that need the
 * database, and the row as answered — never with token_hash, which only ingest reads. The form
 * fields (part 1 §3 "Controller") are `controllerFields` in `@plantwise/shared`.
 */
import { type Database, schema } from "@plantwise/db";
import { and, eq, getTableColumns } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { invalid } from "../lib/fields";
import { firstOr404 } from "../lib/found";
import { assertUnique, duplicateName } from "../lib/uniqueness";

const { controllers } = schema;

export type Reader = Pick<Database, "select">;

export { invalid };

/** The columns answered for a controller: everything but the token's hash. */
const { token_hash: _hash, ...publicColumns } = getTableColumns(controllers);
export const controllerColumns = publicColumns;

export function controllerInScope(db: Reader, scope: Scope, id: number) {
  return firstOr404(
    db
      .select(controllerColumns)
      .from(controllers)
      .where(and(eq(controllers.id, id), inPlantScope(scope, controllers.plant_id))),
    "Controller",
  );
}

/** Serial numbers (the hardware id) are unique per company, case-insensitively. */
export function assertUniqueSerial(db: Reader, companyId: number, serial: string, exceptId?: number) {
  const rows = { id: controllers.id, among: eq(controllers.company_id, companyId), exceptId };
  return assertUnique(db, controllers.serial_number, serial, rows, () => duplicateSerial(serial));
}

export const duplicateSerial = (serial: string) => duplicateName("controller", serial, "serial_number");

/** Alarm must be above warning when both are set (part 1 §5). */
export function assertZones(warning: number | null | undefined, alarm: number | null | undefined): void {
  if (warning != null && alarm != null && alarm <= warning) {
    throw invalid("temperature_alarm_zone", "must be higher than the warning zone");
  }
}
