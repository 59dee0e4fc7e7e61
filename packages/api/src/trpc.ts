import { hasPermission, missingPermissions, type PermissionKey } from "@plantwise/shared";
import { initTRPC } from "@trpc/server";
import { ZodError } from "zod";
import { type Context, resolveScope } from "./context";
import { AppError, zodMessages } from "./errors";

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const messages =
      cause instanceof ZodError
        ? zodMessages(cause)
        : error instanceof AppError
          ? error.details.messages
          : undefined;
    const internal = error.code === "INTERNAL_SERVER_ERROR";
    return {
      ...shape,
      message:
        cause instanceof ZodError ? "Validation error" : internal ? "Internal server error" : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        ...(messages ? { messages } : {}),
        ...(error instanceof AppError && error.details.retryAfter
          ? { retryAfter: error.details.retryAfter }
          : {}),
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

export const publicProcedure = t.procedure;

/** Signed-in users only; narrows `ctx.user` and `ctx.session` to non-null. */
export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new AppError("UNAUTHORIZED", "Not authorized");
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/**
 * Gated by the same permission function the web uses to hide menu entries. Puts the user's tenant
 * scope into the context and fails with FORBIDDEN naming what is missing.
 */
export function permitted(keys: PermissionKey | readonly PermissionKey[], mode: "all" | "any" = "all") {
  return authedProcedure.use(async ({ ctx, next }) => {
    if (!hasPermission(ctx.user, keys, mode)) {
      const missing = missingPermissions(ctx.user, keys, mode);
      throw new AppError(
        "FORBIDDEN",
        `You do not have permission for this action (needs ${mode === "any" ? "one of " : ""}${missing.join(", ")})`,
      );
    }
    const scope = await resolveScope(ctx);
    return next({ ctx: { ...ctx, scope } });
  });
}
