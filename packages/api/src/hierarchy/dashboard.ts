import { type Database, type Reader, rowsOf, schema } from "@plantwise/db";
import {
  corporateDashboardInput,
  dashboardCountersOutput,
  hierarchyPlantFilter,
  LineKind,
} from "@plantwise/shared";
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { countOf } from "../lib/counts";
import { permitted } from "../trpc";

const { assets, companies, equipmentItems, machines, plants, productionLines } = schema;

export interface HierarchyCounters {
  utilities: number;
  production_lines: number;
  machines: number;
  assets: number;
  /** Every equipment item of the plants, wherever it is (on an asset, in a store room, in limbo). */
  equipments: number;
}

/**
 * The five dashboard counters for the plants `plantFilter` selects (a `where` on a plant_id column),
 * and whether `plantId` (when given) is a plant in scope: one statement of scalar subqueries.
 */
async function counters(
  db: Pick<Database, "execute">,
  plantFilter: (plantId: PgColumn) => SQL | undefined,
  plant: SQL | undefined,
) {
  const fields: Record<keyof HierarchyCounters | "plant_found", SQL> = {
    utilities: countOf(
      productionLines,
      and(plantFilter(productionLines.plant_id), eq(productionLines.kind, LineKind.UTILITY)),
    ),
    production_lines: countOf(
      productionLines,
      and(plantFilter(productionLines.plant_id), eq(productionLines.kind, LineKind.PRODUCTION_LINE)),
    ),
    machines: countOf(machines, plantFilter(machines.plant_id)),
    assets: countOf(assets, plantFilter(assets.plant_id)),
    equipments: countOf(equipmentItems, plantFilter(equipmentItems.plant_id)),
    plant_found: plant ? sql`exists (select 1 from ${plants} where ${plant})` : sql`true`,
  };
  const columns = Object.entries(fields).map(([name, field]) => sql`${field} as ${sql.identifier(name)}`);
  const [row] = rowsOf<Record<keyof typeof fields, unknown>>(
    await db.execute(sql`select ${sql.join(columns, sql`, `)}`),
  );
  if (!row?.plant_found) throw new AppError("NOT_FOUND", "Plant not found");
  return {
    utilities: Number(row.utilities),
    production_lines: Number(row.production_lines),
    machines: Number(row.machines),
    assets: Number(row.assets),
    equipments: Number(row.equipments),
  } satisfies HierarchyCounters;
}

/** GET /dashboard/counters?plant_id=: one plant in scope (404 otherwise), or every plant in scope. */
export const dashboardCounters = permitted("view_dashboard")
  .input(hierarchyPlantFilter)
  .output(dashboardCountersOutput)
  .query(({ ctx, input }) => {
    const plantId = input?.plant_id;
    return counters(
      ctx.db,
      (column) => and(inPlantScope(ctx.scope, column), plantId ? eq(column, plantId) : undefined),
      plantId ? and(eq(plants.id, plantId), inPlantScope(ctx.scope, plants.id)) : undefined,
    );
  });

/** The plants the corporate view summarises: the user's company's (all for staff), within scope. */
function corporatePlants(scope: Scope): SQL | undefined {
  if (scope.kind === "all") return isNull(plants.archived_at);
  if (scope.companyId === null) return sql`false`;
  return and(
    isNull(plants.archived_at),
    eq(plants.company_id, scope.companyId),
    inPlantScope(scope, plants.id),
  );
}

/** Per-plant counts of one table, as a map plant id → count. */
async function countByPlant(db: Reader, table: PgTable, plantId: PgColumn, ids: number[], extra?: SQL) {
  const rows = await db
    .select({ plant_id: plantId, n: count() })
    .from(table)
    .where(and(inArray(plantId, ids), extra))
    .groupBy(plantId);
  return new Map(rows.map((r) => [r.plant_id as number, r.n]));
}

/** The corporate view (/corporate/main): each plant with its five counters, one query per counter. */
export const dashboardCorporate = permitted("view_corporate")
  .input(corporateDashboardInput)
  .query(async ({ ctx }) => {
    const rows = await ctx.db
      .select({
        id: plants.id,
        name: plants.name,
        time_zone: plants.time_zone,
        company_id: plants.company_id,
        company_name: companies.name,
      })
      .from(plants)
      .innerJoin(companies, eq(companies.id, plants.company_id))
      .where(corporatePlants(ctx.scope))
      .orderBy(asc(companies.name), asc(plants.name), asc(plants.id));
    if (rows.length === 0) return [];
    const ids = rows.map((p) => p.id);
    const [lines, utilities, m, a, i] = await Promise.all([
      countByPlant(
        ctx.db,
        productionLines,
        productionLines.plant_id,
        ids,
        eq(productionLines.kind, LineKind.PRODUCTION_LINE),
      ),
      countByPlant(
        ctx.db,
        productionLines,
        productionLines.plant_id,
        ids,
        eq(productionLines.kind, LineKind.UTILITY),
      ),
      countByPlant(ctx.db, machines, machines.plant_id, ids),
      countByPlant(ctx.db, assets, assets.plant_id, ids),
      countByPlant(ctx.db, equipmentItems, equipmentItems.plant_id, ids),
    ]);
    return rows.map((plant) => ({
      ...plant,
      utilities: utilities.get(plant.id) ?? 0,
      production_lines: lines.get(plant.id) ?? 0,
      machines: m.get(plant.id) ?? 0,
      assets: a.get(plant.id) ?? 0,
      equipments: i.get(plant.id) ?? 0,
    }));
  });
