/**
 * Reading controllers: the list (with how many sensors each carries and whether it reported
 * recently) and one controller with its sensors. Neither ever answers token_hash.
 */
import { schema } from "@plantwise/db";
import { idInput, isSensorOnline, listControllersInput } from "@plantwise/shared";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { givenFilters, listOrder, pagedList, searchIn } from "../lib/list";
import { permitted } from "../trpc";
import { controllerInScope } from "./fields";

const { controllers, plants, sensors } = schema;

const sensorCount =
  sql<number>`(select count(*) from "sensors" "s" where "s"."controller_id" = "controllers"."id")`.mapWith(
    Number,
  );

export const listControllers = permitted("view_controllers")
  .input(listControllersInput)
  .query(async ({ ctx, input }) => {
    const now = Date.now();
    const where = and(
      inPlantScope(ctx.scope, controllers.plant_id),
      givenFilters(input, { plant_id: controllers.plant_id }),
      eq(controllers.is_archived, input.archived === true),
      searchIn(input.q, controllers.name, controllers.serial_number),
    );
    const sortable = {
      name: controllers.name,
      serial_number: controllers.serial_number,
      type: controllers.type,
      transport: controllers.transport,
      last_seen_at: controllers.last_seen_at,
      sensor_count: sensorCount,
      plant_name: plants.name,
      created_at: controllers.created_at,
    };
    const page = await pagedList(input, {
      rows: (total) =>
        ctx.db
          .select({
            id: controllers.id,
            name: controllers.name,
            serial_number: controllers.serial_number,
            type: controllers.type,
            connection_type: controllers.connection_type,
            transport: controllers.transport,
            network_mode: controllers.network_mode,
            last_seen_at: controllers.last_seen_at,
            sensor_count: sensorCount,
            plant_id: controllers.plant_id,
            plant_name: plants.name,
            token_prefix: controllers.token_prefix,
            is_archived: controllers.is_archived,
            total,
          })
          .from(controllers)
          .innerJoin(plants, eq(plants.id, controllers.plant_id))
          .where(where)
          .$dynamic(),
      count: ctx.db.select({ n: count() }).from(controllers).where(where),
      order: listOrder(input, sortable, "name", controllers.id),
    });
    return {
      ...page,
      data: page.data.map((r) => ({ ...r, is_online: isSensorOnline(r.last_seen_at, now) })),
    };
  });

export const getController = permitted("view_controllers")
  .input(idInput)
  .query(async ({ ctx, input }) => {
    const controller = await controllerInScope(ctx.db, ctx.scope, input.id);
    const attached = await ctx.db
      .select({
        id: sensors.id,
        name: sensors.name,
        serial_number: sensors.serial_number,
        rssi: sensors.rssi,
        battery: sensors.battery,
        last_seen_at: sensors.last_seen_at,
      })
      .from(sensors)
      .where(eq(sensors.controller_id, controller.id))
      .orderBy(asc(sensors.name), asc(sensors.id));
    return { ...controller, is_online: isSensorOnline(controller.last_seen_at), sensors: attached };
  });
