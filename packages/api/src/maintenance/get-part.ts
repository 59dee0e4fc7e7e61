import { schema } from "@plantwise/db";
import { partDetails } from "@plantwise/shared";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { permitted } from "../trpc";
import { selectPartDetails, stockOf } from "./part-rows";
import { ownedInScope } from "./reference-rows";

const { miscParts } = schema;

/** One part with its stock per store room and how many work orders used it. */
export const getPart = permitted("view_misc_parts")
  .input(idInput)
  .output(partDetails)
  .query(async ({ ctx, input }) => {
    const part = await firstOr404(
      selectPartDetails(ctx.db).where(ownedInScope(miscParts, input.id, ctx.scope)),
      "Part",
    );
    const stock = await stockOf(ctx.db, [part.id]);
    return { ...part, stock: stock.map(({ part_id: _, ...row }) => row) };
  });
