/**
 * Who a band belongs to and who may change it. A sensor's band belongs to the sensor's company and
 * is edited with the sensor's signals. An item type's band belongs to the writer's company — its
 * sensors alone get it, also on a shared library type — or, written by provider staff, to the shared
 * library (every company's items of that type); item-type bands need the item-type permission.
 */
import { type Database, schema } from "@plantwise/db";
import { and, eq } from "drizzle-orm";
import type { AuthUser, Scope } from "../access/auth-user";
import { permissionDenied } from "../access/authorize";
import { assertLibraryWritable, inLibraryScope } from "../access/scope";
import { AppError } from "../errors";
import { scopedSensor } from "../signals/service";
import type { BandRow } from "./band-rows";

const { equipmentTypes, spectralBands } = schema;

interface Ctx {
  db: Database;
  scope: Scope;
  user: AuthUser;
}

function assertTypeEditor(user: AuthUser): void {
  const denied = permissionDenied(user, "edit_equipment_types");
  if (denied) throw denied;
}

/** The item type, readable by the caller (shared library or own company); NOT_FOUND otherwise. */
export async function scopedType(ctx: Ctx, typeId: number) {
  const [type] = await ctx.db
    .select({ id: equipmentTypes.id, company_id: equipmentTypes.company_id })
    .from(equipmentTypes)
    .where(and(eq(equipmentTypes.id, typeId), inLibraryScope(ctx.scope, equipmentTypes.company_id)));
  if (!type) throw new AppError("NOT_FOUND", "Item type not found");
  return type;
}

/** The owner columns of a new band, after checking the caller may write it. */
export async function ownerOfNewBand(
  ctx: Ctx,
  input: { equipment_type_id?: number | undefined; sensor_id?: number | undefined },
): Promise<{ company_id: number | null; equipment_type_id: number | null; sensor_id: number | null }> {
  if (input.sensor_id !== undefined) {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    return { company_id: sensor.company_id, equipment_type_id: null, sensor_id: sensor.id };
  }
  assertTypeEditor(ctx.user);
  const type = await scopedType(ctx, input.equipment_type_id!);
  const company = ctx.scope.kind === "all" ? type.company_id : ctx.scope.companyId;
  if (company === null && ctx.scope.kind !== "all")
    throw new AppError("FORBIDDEN", "Your account belongs to no company");
  return { company_id: company, equipment_type_id: type.id, sensor_id: null };
}

/** The band `id` if the caller may change it; NOT_FOUND when it is not theirs to see. */
export async function writableBand(ctx: Ctx, id: number): Promise<BandRow> {
  const [band] = await ctx.db.select().from(spectralBands).where(eq(spectralBands.id, id));
  if (!band) throw new AppError("NOT_FOUND", "Band not found");
  if (band.sensor_id !== null) {
    await scopedSensor(ctx, band.sensor_id).catch(() => {
      throw new AppError("NOT_FOUND", "Band not found");
    });
    return band;
  }
  if (ctx.scope.kind !== "all" && band.company_id !== null && band.company_id !== ctx.scope.companyId)
    throw new AppError("NOT_FOUND", "Band not found");
  assertTypeEditor(ctx.user);
  assertLibraryWritable(ctx.scope, band.company_id, "band");
  return band;
}
