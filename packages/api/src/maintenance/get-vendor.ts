import { schema } from "@plantwise/db";
import { vendorRow } from "@plantwise/shared";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { permitted } from "../trpc";
import { ownedInScope } from "./reference-rows";
import { selectVendors } from "./vendor-rows";

const { vendors } = schema;

export const getVendor = permitted("view_vendors")
  .input(idInput)
  .output(vendorRow)
  .query(({ ctx, input }) =>
    firstOr404(selectVendors(ctx.db).where(ownedInScope(vendors, input.id, ctx.scope)), "Vendor"),
  );
