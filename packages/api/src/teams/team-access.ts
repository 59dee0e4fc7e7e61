import { type Database, schema } from "@plantwise/db";
import { effectiveRole, isInternal } from "@plantwise/shared";
import { and, eq, inArray } from "drizzle-orm";
import { type Actor, inPlantScope } from "../access/scope";
import { fieldError } from "../users/service";

const { plants, users } = schema;

/**
 * The company a saved team belongs to and checks on its plant and members: the plant must be in
 * that company and in the actor's scope, the members users of that company.
 */
export async function resolveTeamCompany(
  db: Database,
  actor: Actor,
  input: {
    plant_id?: number | null | undefined;
    company_id?: number | null | undefined;
    member_ids: number[];
  },
  current?: { company_id: number },
): Promise<number> {
  const internal = isInternal(effectiveRole(actor.user));
  let companyId: number | null = internal
    ? (input.company_id ?? current?.company_id ?? null)
    : actor.user.company_id;
  if (input.plant_id) {
    const [plant] = await db
      .select({ id: plants.id, company_id: plants.company_id })
      .from(plants)
      .where(and(eq(plants.id, input.plant_id), inPlantScope(actor.scope, plants.id)));
    if (!plant || (companyId !== null && plant.company_id !== companyId)) {
      throw fieldError("plant_id", "This plant does not exist or is not available to you");
    }
    companyId = plant.company_id;
  }
  if (companyId === null) throw fieldError("company_id", "Choose the team's company");
  const wanted = [...new Set(input.member_ids)];
  if (wanted.length) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, wanted), eq(users.company_id, companyId)));
    const found = new Set(rows.map((r) => r.id));
    const bad = wanted.filter((id) => !found.has(id));
    if (bad.length) throw fieldError("member_ids", `Not users of the team's company: ${bad.join(", ")}`);
  }
  return companyId;
}
