import { effectiveRole, isInternal } from "@plantwise/shared";
import { permissionDenied } from "../access/authorize";
import { AppError } from "../errors";
import { authedProcedure } from "../trpc";

/**
 * The outbox holds every tenant's mail, so it is the provider's: internal users (role type 0 or 1)
 * who also hold view_settings, the spec's key for the system's own settings (part 1 §6; developers
 * pass every check). Secrets in it are redacted either way (lib/outbox-secrets.ts).
 */
export const internalProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!isInternal(effectiveRole(ctx.user))) {
    throw new AppError("FORBIDDEN", "Only internal users can read the outbox");
  }
  const denied = permissionDenied(ctx.user, "view_settings");
  if (denied) throw denied;
  return next();
});
