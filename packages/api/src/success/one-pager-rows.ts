/**
 * What the one-pager procedures and its PDF share: the list's row, the scope, the plant check of
 * the form, and the reading of a one-pager (saved or previewed) with its figures computed over its
 * period: one statement for the row and what figures.ts counts, one for `plantRoi`.
 */
import { type Database, type Reader, schema } from "@plantwise/db";
import type { OnePagerDetails, OnePagerFigures, OnePagerPreview } from "@plantwise/shared";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { firstOr404 } from "../lib/found";
import type { TotalField } from "../lib/list";
import { amount, instant, jsonOf, onePagerMembers, sensorCountMembers } from "./figures";
import { workRoi } from "./roi";

const { companies, plants, roiOnePagers: o, users } = schema;
const creator = alias(users, "creator");

export const onePagerColumns = {
  id: o.id,
  company_id: o.company_id,
  company_name: companies.name,
  plant_id: o.plant_id,
  plant_name: plants.name,
  title: o.title,
  period_start: o.period_start,
  period_end: o.period_end,
  summary: o.summary,
  created_by: o.created_by,
  created_by_name: sql<string | null>`nullif(trim(${creator.first_name} || ' ' || ${creator.last_name}), '')`,
  created_at: o.created_at,
  updated_at: o.updated_at,
};

/** select … from the one-pagers with the names they answer (and a list's total); add the where. */
export function selectOnePagers(db: Reader, list?: TotalField) {
  return db
    .select({ ...onePagerColumns, ...list })
    .from(o)
    .innerJoin(plants, eq(plants.id, o.plant_id))
    .innerJoin(companies, eq(companies.id, o.company_id))
    .leftJoin(creator, eq(creator.id, o.created_by))
    .$dynamic();
}

export function onePagerInScope(scope: Scope, id: number) {
  return and(eq(o.id, id), inPlantScope(scope, o.plant_id));
}

/** The form's plant, in the caller's scope and not archived (404 otherwise), with its company. */
export function onePagerPlant(db: Reader, scope: Scope, plantId: number) {
  return firstOr404(
    db
      .select({ id: plants.id, company_id: plants.company_id })
      .from(plants)
      .where(and(eq(plants.id, plantId), isNull(plants.archived_at), inPlantScope(scope, plants.id))),
    "Plant",
  );
}

/** The plant's time zone as the signed-in user's plants carry it (UTC for a plant they lack). */
export function plantZoneOf(user: { plants: readonly { id: number; time_zone: string }[] }, plantId: number) {
  return user.plants.find((p) => p.id === plantId)?.time_zone ?? "UTC";
}

interface FiguresJson {
  sensors_monitored: number;
  alarms_raised: number;
  avoided: { count: number; savings: number | string };
  requisitions: { count: number; savings: number | string };
  top_items: {
    equipment_item_id: number;
    name: string;
    savings: number | string;
    work_orders: number;
    requisitions: number;
  }[];
}

interface OnePagerJson<Row> {
  row: Row;
  figures: FiguresJson;
}

const cents = (value: unknown) => Math.round(amount(value) * 100) / 100;

/** The row of `source` (an "op" with plant_id, period_start and period_end) and its figures. */
async function readWithFigures<Row extends { plant_id: number; period_start: string; period_end: string }>(
  db: Database,
  source: SQL,
  now: Date,
): Promise<{ row: Row; figures: OnePagerFigures } | null> {
  const plant = sql`"op"."plant_id"`;
  const found = await jsonOf<OnePagerJson<Row>>(
    db,
    sql`with "op" as (${source})
      select json_build_object('row', row_to_json("op"), 'figures', json_build_object(
        ${sensorCountMembers(plant, now)},
        ${onePagerMembers(plant, sql`"op"."period_start"`, sql`"op"."period_end"`)}))::text as "json"
      from "op"`,
  );
  if (!found) return null;
  const { row, figures: f } = found;
  const work = await workRoi(db, row.plant_id, new Date(row.period_start), new Date(row.period_end));
  return {
    row,
    figures: {
      sensors_monitored: amount(f.sensors_monitored),
      alarms_raised: amount(f.alarms_raised),
      avoided_failures: amount(f.avoided.count),
      avoided_failure_savings: cents(f.avoided.savings),
      work_orders_completed: work.work_orders,
      requisitions_completed: amount(f.requisitions.count),
      requisition_savings: cents(f.requisitions.savings),
      savings: work.savings,
      cost: work.cost,
      net: work.net,
      roi_percent: work.roi_percent,
      top_items: f.top_items.map((item) => ({
        equipment_item_id: item.equipment_item_id,
        name: item.name,
        savings: cents(item.savings),
        work_orders: amount(item.work_orders),
        requisitions: amount(item.requisitions),
      })),
    },
  };
}

interface SavedRowJson {
  id: number;
  company_id: number;
  company_name: string;
  plant_id: number;
  plant_name: string;
  time_zone: string;
  title: string;
  period_start: string;
  period_end: string;
  summary: string | null;
  created_by: number | null;
  created_by_name: string | null;
  created_at: string;
  updated_at: string;
}

/** A saved one-pager in the caller's scope with its figures computed now; 404 otherwise. */
export async function readOnePager(db: Database, scope: Scope, id: number): Promise<OnePagerDetails> {
  const found = await readWithFigures<SavedRowJson>(
    db,
    sql`select ${o.id} as "id", ${o.company_id} as "company_id", ${companies.name} as "company_name",
        ${o.plant_id} as "plant_id", ${plants.name} as "plant_name", ${plants.time_zone} as "time_zone",
        ${o.title} as "title", ${o.period_start} as "period_start", ${o.period_end} as "period_end",
        ${o.summary} as "summary", ${o.created_by} as "created_by",
        nullif(trim("creator"."first_name" || ' ' || "creator"."last_name"), '') as "created_by_name",
        ${o.created_at} as "created_at", ${o.updated_at} as "updated_at"
      from ${o}
      join ${plants} on ${plants.id} = ${o.plant_id}
      join ${companies} on ${companies.id} = ${o.company_id}
      left join "users" "creator" on "creator"."id" = ${o.created_by}
      where ${onePagerInScope(scope, id)}`,
    new Date(),
  );
  if (!found) throw new AppError("NOT_FOUND", "One-pager not found");
  const { row, figures } = found;
  return {
    ...row,
    period_start: new Date(row.period_start),
    period_end: new Date(row.period_end),
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
    figures,
  };
}

interface PreviewRowJson {
  company_id: number;
  company_name: string;
  plant_id: number;
  plant_name: string;
  time_zone: string;
  period_start: string;
  period_end: string;
}

/** A one-pager of the plant over the period before it is saved; 404 for a plant out of scope. */
export async function previewOnePager(
  db: Database,
  scope: Scope,
  plantId: number,
  period: { from: Date; to: Date },
): Promise<OnePagerPreview> {
  const found = await readWithFigures<PreviewRowJson>(
    db,
    sql`select ${plants.company_id} as "company_id", ${companies.name} as "company_name",
        ${plants.id} as "plant_id", ${plants.name} as "plant_name", ${plants.time_zone} as "time_zone",
        ${instant(period.from)} as "period_start", ${instant(period.to)} as "period_end"
      from ${plants} join ${companies} on ${companies.id} = ${plants.company_id}
      where ${and(eq(plants.id, plantId), isNull(plants.archived_at), inPlantScope(scope, plants.id))}`,
    new Date(),
  );
  if (!found) throw new AppError("NOT_FOUND", "Plant not found");
  const { row, figures } = found;
  return { ...row, period_start: new Date(row.period_start), period_end: new Date(row.period_end), figures };
}
