import { effectiveRole, isInternal } from "@plantwise/shared";
import { AppError } from "../errors";
import { authedProcedure } from "../trpc";

/** The outbox holds every tenant's mail: internal users (role type 0 or 1) only. */
export const internalProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!isInternal(effectiveRole(ctx.user))) {
    throw new AppError("FORBIDDEN", "Only internal users can read the outbox");
  }
  return next();
});
