/**
 * What the requisition writes share: the item the form names (in the caller's scope, with the
 * places above it), the vendor (one of the item's plant), the row locked for a change, the event
 * log, and who the caller is to the state machine.
 */
import { type Reader, schema, type Tx } from "@plantwise/db";
import {
  type AccessUser,
  effectiveRole,
  REQUISITION_EDITABLE_STATUSES,
  REQUISITION_STATUS_NAMES,
  type RequisitionActor,
  type RequisitionStatus,
  RoleType,
  requisitionActors,
} from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { invalid } from "../lib/fields";

const { assets, equipmentItems, machines, requisitionEvents, requisitions, vendors } = schema;

/** Where a requisition is: copied from its equipment item on every write. */
export interface RequisitionPlace {
  company_id: number;
  plant_id: number;
  production_line_id: number | null;
  machine_id: number | null;
  asset_id: number | null;
  equipment_item_id: number;
}

/**
 * The item (in the caller's scope) and the places above it; an item out of reach answers 422
 * naming equipment_item_id, as any other reference of a form does.
 */
export async function placeOfItem(db: Reader, scope: Scope, itemId: number): Promise<RequisitionPlace> {
  const [item] = await db
    .select({
      company_id: equipmentItems.company_id,
      plant_id: equipmentItems.plant_id,
      asset_id: equipmentItems.asset_id,
      machine_id: assets.machine_id,
      production_line_id: machines.production_line_id,
    })
    .from(equipmentItems)
    .leftJoin(assets, eq(assets.id, equipmentItems.asset_id))
    .leftJoin(machines, eq(machines.id, assets.machine_id))
    .where(and(eq(equipmentItems.id, itemId), inPlantScope(scope, equipmentItems.plant_id)));
  if (!item) throw invalid("equipment_item_id", "No such equipment item");
  return { ...item, equipment_item_id: itemId };
}

/** A vendor of the requisition's plant, or 422 naming vendor_id. */
export async function assertPlantVendor(db: Reader, plantId: number, vendorId: number | null | undefined) {
  if (!vendorId) return;
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.plant_id, plantId)));
  if (!vendor) throw invalid("vendor_id", "No such vendor in this plant");
}

/** The columns a write reads of the requisition it changes. */
const lockedColumns = {
  id: requisitions.id,
  company_id: requisitions.company_id,
  plant_id: requisitions.plant_id,
  production_line_id: requisitions.production_line_id,
  status: requisitions.status,
  requested_by: requisitions.requested_by,
  title: requisitions.title,
};
export interface LockedRequisition {
  id: number;
  company_id: number;
  plant_id: number;
  production_line_id: number | null;
  status: number;
  requested_by: number | null;
  title: string;
}

/** The requisition `id` in the caller's scope, locked for the transaction; 404 outside the scope. */
export async function lockRequisition(tx: Tx, scope: Scope, id: number): Promise<LockedRequisition> {
  const [row] = await tx
    .select(lockedColumns)
    .from(requisitions)
    .where(and(eq(requisitions.id, id), inPlantScope(scope, requisitions.plant_id)))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND", "Requisition not found");
  return row;
}

export interface RequisitionEventValues {
  requisitionId: number;
  event: "added" | "updated" | "approved" | "unapproved" | "completed" | "denied" | "deleted";
  action?: string | null;
  from?: number | null;
  to?: number | null;
  userId: number | null;
  note?: string | null;
  at?: Date;
}

/** One row of the requisition's history; answers its id (the notifications' dedupe key). */
export async function recordRequisitionEvent(tx: Tx, e: RequisitionEventValues): Promise<number> {
  const [row] = await tx
    .insert(requisitionEvents)
    .values({
      requisition_id: e.requisitionId,
      event: e.event,
      action: e.action ?? null,
      from_status: e.from ?? null,
      to_status: e.to ?? null,
      user_id: e.userId,
      note: e.note ?? null,
      ...(e.at ? { created_at: e.at } : {}),
    })
    .returning({ id: requisitionEvents.id });
  return row!.id;
}

/**
 * Who the caller is to the state machine: the fab shop manager and technician flags of the role
 * they act as. Developers pass every check of the product (part 1 §6), so they count as both.
 */
export function callerActors(user: Pick<AccessUser, "role" | "temp_role">): RequisitionActor[] {
  const role = effectiveRole(user);
  if (role.type === RoleType.DEVELOPER) return ["fab_shop_manager", "technician"];
  return requisitionActors(role);
}

/** Whether the requisition's own fields may still change (and it may be deleted) in `status`. */
export function isEditableStatus(status: number): boolean {
  return (REQUISITION_EDITABLE_STATUSES as readonly number[]).includes(status);
}

/**
 * Whether the caller may edit or delete the form of a requisition: the one who raised it, or a fab
 * shop manager.
 */
export function ownsOrManages(
  user: Pick<AccessUser, "role" | "temp_role"> & { id: number },
  row: { requested_by: number | null },
): boolean {
  return row.requested_by === user.id || callerActors(user).includes("fab_shop_manager");
}

/**
 * The checks of an edit or a delete, in the state machine's order: a status that no longer allows
 * it answers 409 naming the status, then a caller who neither raised it nor manages the fab shop 403.
 */
export function assertFormChangeable(
  user: Pick<AccessUser, "role" | "temp_role"> & { id: number },
  row: { status: number; requested_by: number | null },
  verb: "edit" | "delete",
): void {
  if (!isEditableStatus(row.status)) {
    // Written out (REQUISITION_EDITABLE_STATUSES) so the Spanish catalogue knows every word of it.
    throw new AppError(
      "CONFLICT",
      `Cannot ${verb} a requisition that is ${REQUISITION_STATUS_NAMES[row.status as RequisitionStatus]} (only one that is pending or on hold or denied)`,
    );
  }
  if (!ownsOrManages(user, row)) {
    throw new AppError("FORBIDDEN", `Only the requester or a fab shop manager may ${verb} this requisition`);
  }
}
