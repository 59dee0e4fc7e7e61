import type { Reader, schema, Tx } from "@plantwise/db";
import { and, eq } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { firstOr404 } from "../lib/found";

/**
 * The parents machines and assets hang from (a line, a machine): found in the caller's scope for a
 * new child, and chosen anew when a child moves. Writing under another tenant's parent is
 * FORBIDDEN, and a child moves only within its plant.
 */

type ParentTable = typeof schema.productionLines | typeof schema.machines;

export interface Parent {
  id: number;
  company_id: number;
  plant_id: number;
}

/** The parent, in scope; otherwise FORBIDDEN with `refusal` ("You cannot add assets to this machine"). */
export async function parentInScope(
  db: Reader,
  scope: Scope,
  table: ParentTable,
  id: number,
  refusal: string,
): Promise<Parent> {
  const t = table as typeof schema.machines;
  const [parent] = await db
    .select({ id: t.id, company_id: t.company_id, plant_id: t.plant_id })
    .from(t)
    .where(and(eq(t.id, id), inPlantScope(scope, t.plant_id)));
  if (!parent) throw new AppError("FORBIDDEN", refusal);
  return parent;
}

/** The parent whose children are reordered (a line, machine or asset), in scope; otherwise NOT_FOUND. */
export function reorderedParent(
  db: Reader,
  scope: Scope,
  table: ParentTable | typeof schema.assets,
  id: number,
  what: string,
): Promise<{ id: number }> {
  const t = table as typeof schema.machines;
  return firstOr404(
    db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.id, id), inPlantScope(scope, t.plant_id))),
    what,
  );
}

/**
 * Where an updated child ends up: under its own parent, or under the one the form names instead,
 * which must be in scope and in the child's plant (else `otherPlant()`); a moved child goes last
 * (`position` is only set for a move).
 */
export async function parentAfterUpdate(
  tx: Tx,
  scope: Scope,
  move: {
    table: ParentTable;
    current: { parentId: number; plantId: number };
    requested: number | undefined;
    refusal: string;
    otherPlant: () => AppError;
    lastPosition: (parentId: number) => Promise<number>;
  },
): Promise<{ parentId: number; position: number | undefined }> {
  const { current, requested } = move;
  if (!requested || requested === current.parentId)
    return { parentId: current.parentId, position: undefined };
  const parent = await parentInScope(tx, scope, move.table, requested, move.refusal);
  if (parent.plant_id !== current.plantId) throw move.otherPlant();
  return { parentId: parent.id, position: await move.lastPosition(parent.id) };
}
