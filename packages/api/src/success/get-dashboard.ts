/**
 * success.dashboard: a card per plant in scope (and filter) with what the plant got over the range
 * (figures.ts gives the meanings): sensors installed and online now, alarms raised and handled,
 * work orders completed and closed, requisitions completed, the savings and ROI of the completed
 * work (`plantRoi`), and the plant's last and next meeting; the cards summed per company.
 *
 * Provider staff see every plant; a customer holding view_customer_success (a corporate user: the
 * plants of their company) sees the plants of their scope. A plant named out of scope is 404.
 */
import { schema } from "@plantwise/db";
import {
  addRoiTotals,
  roiFigures,
  type SuccessPlantCard,
  successDashboard,
  successDashboardInput,
} from "@plantwise/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { permitted } from "../trpc";
import { amount, dateOf, jsonOf, meetingMembers, sensorCountMembers, windowCountMembers } from "./figures";
import { dashboardRange } from "./range";
import { workRoi } from "./roi";

const { plants } = schema;

interface PlantJson {
  plant_id: number;
  plant_name: string;
  time_zone: string;
  company_id: number;
  company_name: string;
  n: {
    sensors_total: number;
    sensors_online: number;
    alarms_raised: number;
    alarms_handled: number;
    work_orders_closed: number;
    last_meeting: { id: number; title: string; held_at: string } | null;
    next_meeting_at: string | null;
  };
}

export const getSuccessDashboard = permitted("view_customer_success")
  .input(successDashboardInput)
  .output(successDashboard)
  .query(async ({ ctx, input }) => {
    const now = new Date();
    const plantZone = input.plant_id
      ? ctx.user.plants.find((p) => p.id === input.plant_id)?.time_zone
      : undefined;
    const timeZone = input.time_zone ?? plantZone ?? "UTC";
    const range = dashboardRange(input, now, timeZone);
    const where = and(
      inPlantScope(ctx.scope, plants.id),
      isNull(plants.archived_at),
      input.company_id ? eq(plants.company_id, input.company_id) : undefined,
      input.plant_id ? eq(plants.id, input.plant_id) : undefined,
    );
    const from = sql`${range.from.toISOString()}::timestamptz`;
    const to = sql`${range.to.toISOString()}::timestamptz`;
    const plant = sql`"plants"."id"`;
    const rows =
      (await jsonOf<PlantJson[]>(
        ctx.db,
        sql`select coalesce(json_agg("x" order by "x"."company_name", "x"."plant_name", "x"."plant_id"), '[]'::json)::text as "json"
          from (
            select "plants"."id" as "plant_id", "plants"."name" as "plant_name", "plants"."time_zone",
              "companies"."id" as "company_id", "companies"."name" as "company_name",
              json_build_object(${sensorCountMembers(plant, now)}, ${windowCountMembers(plant, from, to)},
                ${meetingMembers(plant, now)}) as "n"
            from "plants" join "companies" on "companies"."id" = "plants"."company_id"
            where ${where}
          ) "x"`,
      )) ?? [];
    if (input.plant_id && rows.length === 0) throw new AppError("NOT_FOUND", "Plant not found");

    const roi = await Promise.all(rows.map((r) => workRoi(ctx.db, r.plant_id, range.from, range.to)));
    const cards: SuccessPlantCard[] = rows.map((r, i) => {
      const work = roi[i]!;
      const last = r.n.last_meeting;
      return {
        company_id: r.company_id,
        company_name: r.company_name,
        plant_id: r.plant_id,
        plant_name: r.plant_name,
        time_zone: r.time_zone,
        sensors_total: amount(r.n.sensors_total),
        sensors_online: amount(r.n.sensors_online),
        alarms_raised: amount(r.n.alarms_raised),
        alarms_handled: amount(r.n.alarms_handled),
        work_orders_completed: work.work_orders,
        work_orders_closed: amount(r.n.work_orders_closed),
        requisitions_completed: work.requisitions,
        ...roiFigures({ savings: work.savings, cost: work.cost }),
        last_meeting: last ? { id: last.id, title: last.title, held_at: new Date(last.held_at) } : null,
        next_meeting_at: dateOf(r.n.next_meeting_at),
      };
    });
    return {
      from: range.from,
      to: range.to,
      time_zone: timeZone,
      plants: cards,
      companies: companyTotals(cards),
    };
  });

/** The cards summed per company, in the cards' order; the ROI % recomputed from the sums. */
function companyTotals(cards: readonly SuccessPlantCard[]) {
  const byCompany = new Map<number, SuccessPlantCard[]>();
  for (const card of cards) byCompany.set(card.company_id, [...(byCompany.get(card.company_id) ?? []), card]);
  return [...byCompany.values()].map((group) => {
    const sum = (key: keyof SuccessPlantCard) => group.reduce((n, c) => n + (c[key] as number), 0);
    return {
      company_id: group[0]!.company_id,
      company_name: group[0]!.company_name,
      plants: group.length,
      sensors_total: sum("sensors_total"),
      sensors_online: sum("sensors_online"),
      alarms_raised: sum("alarms_raised"),
      alarms_handled: sum("alarms_handled"),
      work_orders_completed: sum("work_orders_completed"),
      work_orders_closed: sum("work_orders_closed"),
      requisitions_completed: sum("requisitions_completed"),
      ...roiFigures(addRoiTotals(group)),
    };
  });
}
