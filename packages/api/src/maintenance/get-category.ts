import { schema } from "@plantwise/db";
import { workOrderCategoryRow } from "@plantwise/shared";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { permitted } from "../trpc";
import { selectCategories } from "./category-rows";
import { ownedInScope } from "./reference-rows";

const { workOrderCategories } = schema;

export const getCategory = permitted("view_work_order_type")
  .input(idInput)
  .output(workOrderCategoryRow)
  .query(({ ctx, input }) =>
    firstOr404(
      selectCategories(ctx.db).where(ownedInScope(workOrderCategories, input.id, ctx.scope)),
      "Work order type",
    ),
  );
