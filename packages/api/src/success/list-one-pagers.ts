import { schema } from "@plantwise/db";
import { listOnePagersInput, listOnePagersOutput } from "@plantwise/shared";
import { and, count, eq } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { givenFilters, listOrder, pagedList, searchIn, sortableBy } from "../lib/list";
import { permitted } from "../trpc";
import { onePagerColumns, selectOnePagers } from "./one-pager-rows";

const { plants, roiOnePagers: o } = schema;

/** GET /plants/roi/one-pagers: the saved one-pagers of the plants in scope, latest period first. */
export const listOnePagers = permitted("view_customer_success")
  .input(listOnePagersInput)
  .output(listOnePagersOutput)
  .query(({ ctx, input }) => {
    const where = and(
      inPlantScope(ctx.scope, o.plant_id),
      givenFilters(input, { plant_id: o.plant_id, company_id: o.company_id }),
      searchIn(input.q, o.title, plants.name),
    );
    const sortable = sortableBy(onePagerColumns, [
      "id",
      "title",
      "plant_name",
      "company_name",
      "period_start",
      "period_end",
      "created_at",
    ]);
    const order =
      input.orderByColumn && Object.hasOwn(sortable, input.orderByColumn)
        ? listOrder(input, sortable, "period_end", o.id)
        : listOrder({ ...input, orderByMethod: "desc" }, sortable, "period_end", o.id);
    return pagedList(input, {
      rows: (total) => selectOnePagers(ctx.db, { total }).where(where),
      count: ctx.db.select({ n: count() }).from(o).innerJoin(plants, eq(plants.id, o.plant_id)).where(where),
      order,
    });
  });
