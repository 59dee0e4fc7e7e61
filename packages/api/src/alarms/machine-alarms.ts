/**
 * alarms.machineAlarms (GET /machines/alarms?plant_id=, "alarms per machine"): every machine of
 * the plant (or of every plant in scope) with its open alarm counts by severity, the worst open
 * severity, its rolled-up health, the time of its newest alarm (open or cleared) and a short list
 * of its newest open alarms. A machine's alarms are those of the items now on its assets.
 */
import { schema } from "@plantwise/db";
import { AlarmSeverity, machineAlarmsOutput, plantRollupInput } from "@plantwise/shared";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { type AlarmRow, presentAlarm, selectAlarmRows } from "./alarm-rows";
import { itemHealthRows, rollUp, rollupFilter } from "./health";
import { viewAlarms } from "./list-alarms";

const { alarms, assets, equipmentItems, machines, productionLines } = schema;

/** How many open alarms each machine lists (the counts cover them all). */
export const MACHINE_OPEN_ALARMS_SHOWN = 5;

/**
 * Three statements: the machines with their alarm counts (a lateral aggregate per machine), the
 * open alarms, and the items' health; the plant is checked against the caller's scope without one.
 */
export const machineAlarms = viewAlarms
  .input(plantRollupInput)
  .output(machineAlarmsOutput)
  .query(async ({ ctx, input }) => {
    const filter = await rollupFilter(ctx.db, ctx.scope, input.plant_id, ctx.user.plants);
    const machineOfAlarm = and(filter(alarms.plant_id), isNotNull(assets.machine_id));
    // The alarms of the items now on the machine's assets, counted per machine.
    const stats = ctx.db
      .select({
        warning:
          sql<number>`count(*) filter (where ${alarms.cleared_at} is null and ${alarms.severity} = ${AlarmSeverity.WARNING})`
            .mapWith(Number)
            .as("warning"),
        alarm:
          sql<number>`count(*) filter (where ${alarms.cleared_at} is null and ${alarms.severity} = ${AlarmSeverity.ALARM})`
            .mapWith(Number)
            .as("alarm"),
        latest: sql<Date | null>`max(${alarms.created_at})`
          .mapWith((v) => (v == null ? null : new Date(v)))
          .as("latest"),
      })
      .from(alarms)
      .innerJoin(equipmentItems, eq(equipmentItems.id, alarms.equipment_item_id))
      .innerJoin(assets, eq(assets.id, equipmentItems.asset_id))
      .where(and(filter(alarms.plant_id), eq(assets.machine_id, machines.id)))
      .as("stats");
    const [machineRows, openRows, items] = await Promise.all([
      ctx.db
        .select({
          id: machines.id,
          name: machines.name,
          plant_id: machines.plant_id,
          production_line_id: machines.production_line_id,
          production_line_name: productionLines.name,
          warning: stats.warning,
          alarm: stats.alarm,
          latest: stats.latest,
        })
        .from(machines)
        .innerJoin(productionLines, eq(productionLines.id, machines.production_line_id))
        .leftJoinLateral(stats, sql`true`)
        .where(filter(machines.plant_id))
        .orderBy(asc(productionLines.position), asc(machines.position), asc(machines.id)),
      // Open alarms are few (one per series and type at most), so they are read whole and cut per machine.
      selectAlarmRows(ctx.db)
        .where(and(machineOfAlarm, isNull(alarms.cleared_at)))
        .orderBy(sql`${alarms.created_at} desc`, sql`${alarms.id} desc`),
      itemHealthRows(ctx.db, filter),
    ]);
    const health = rollUp(items).machines;
    const openOf = new Map<number, AlarmRow[]>();
    for (const row of openRows) {
      if (row.machine_id == null) continue;
      const list = openOf.get(row.machine_id) ?? [];
      if (list.length < MACHINE_OPEN_ALARMS_SHOWN) list.push(presentAlarm(row));
      openOf.set(row.machine_id, list);
    }
    return machineRows.map((m) => {
      const warning = m.warning ?? 0;
      const alarm = m.alarm ?? 0;
      return {
        machine_id: m.id,
        machine_name: m.name,
        plant_id: m.plant_id,
        production_line_id: m.production_line_id,
        production_line_name: m.production_line_name,
        open_counts: { warning, alarm },
        open_total: warning + alarm,
        worst_severity: alarm > 0 ? AlarmSeverity.ALARM : warning > 0 ? AlarmSeverity.WARNING : null,
        health: health.get(m.id) ?? "no_data",
        latest_alarm_at: m.latest ?? null,
        open_alarms: openOf.get(m.id) ?? [],
      };
    });
  });
