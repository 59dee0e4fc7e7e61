import { schema } from "@plantwise/db";
import { listRfqsInput, listRfqsOutput } from "@plantwise/shared";
import { and, count, eq } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { givenFilters, listOrder, pagedList, searchIn, sortableBy } from "../lib/list";
import { permitted } from "../trpc";
import { rfqColumns, selectRfqs } from "./rfq-rows";

const { rfqs } = schema;

/** GET /rfqs: the RFQs of the plants in scope, newest first unless sorted, by plant and status. */
export const listRfqs = permitted("view_rfqs")
  .input(listRfqsInput)
  .output(listRfqsOutput)
  .query(({ ctx, input }) => {
    const where = and(
      inPlantScope(ctx.scope, rfqs.plant_id),
      givenFilters(input, { plant_id: rfqs.plant_id }),
      input.status ? eq(rfqs.status, input.status) : undefined,
      searchIn(input.q, rfqs.title, rfqs.ship_to),
    );
    const sortable = sortableBy(rfqColumns, [
      "id",
      "title",
      "status",
      "plant_name",
      "respond_by",
      "sent_at",
      "created_at",
      "vendors_count",
      "quotes_count",
      "best_quote",
    ]);
    // Without a chosen column the newest RFQs come first.
    const order = { ...input, orderByMethod: input.orderByMethod ?? (input.orderByColumn ? "asc" : "desc") };
    return pagedList(input, {
      rows: (total) => selectRfqs(ctx.db, { total }).where(where),
      count: ctx.db.select({ n: count() }).from(rfqs).where(where),
      order: listOrder(order, sortable, "created_at", rfqs.id),
    });
  });
