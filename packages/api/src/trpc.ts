import { type PermissionKey, serverMessageText, validationLanguageOf } from "@plantwise/shared";
import { initTRPC } from "@trpc/server";
import { ZodError } from "zod";
import { permissionDenied } from "./access/authorize";
import { assertSecondFactorSettled } from "./access/second-factor";
import { type Context, resolveScope } from "./context";
import { AppError, appErrorText, zodMessages } from "./errors";
import { nulCharacterIssues } from "./rest/request-values";

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const cause = error.cause;
    const language = callerLanguage(ctx);
    const written = error instanceof AppError ? appErrorText(error, language) : undefined;
    const messages = cause instanceof ZodError ? zodMessages(cause, language) : written?.messages;
    const internal = error.code === "INTERNAL_SERVER_ERROR";
    return {
      ...shape,
      message:
        cause instanceof ZodError
          ? serverMessageText("Validation error", language)
          : internal
            ? serverMessageText("Internal server error", language)
            : (written?.message ?? shape.message),
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

/** The language a caller reads: the signed-in user's, else the request's Accept-Language. */
function callerLanguage(ctx: Context | undefined) {
  return validationLanguageOf(ctx?.user?.language ?? ctx?.acceptLanguage);
}

export const router = t.router;
/** Joins routers at one level; lets two domains serve procedures under one path (`users.*`). */
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * Every procedure: text holding U+0000 is refused as a validation error before the procedure runs
 * (PostgreSQL cannot store it, and would answer a 500 from deep inside a write). The REST facade
 * checks the same before it calls in; this covers /trpc.
 */
export const publicProcedure = t.procedure.use(async ({ getRawInput, next }) => {
  let raw: unknown;
  try {
    raw = await getRawInput();
  } catch {
    // An input that does not even parse is the input parser's to refuse (a procedure without
    // input never reads it, as before).
    return next();
  }
  const nul = nulCharacterIssues(raw);
  if (nul.length > 0) throw new AppError("BAD_REQUEST", "Validation error", { issues: new ZodError(nul) });
  return next();
});

/**
 * Signed-in users only; narrows `ctx.user` and `ctx.session` to non-null. A user whose role
 * requires a second factor not yet set up reaches only their profile and the set-up.
 */
export const authedProcedure = publicProcedure.use(({ ctx, next, path }) => {
  if (!ctx.user || !ctx.session) throw new AppError("UNAUTHORIZED", "Not authorized");
  assertSecondFactorSettled(ctx.user, path);
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/**
 * Gated by the same permission function the web uses to hide menu entries. Puts the user's tenant
 * scope into the context and fails with FORBIDDEN naming what is missing.
 */
export function permitted(keys: PermissionKey | readonly PermissionKey[], mode: "all" | "any" = "all") {
  return authedProcedure.use(async ({ ctx, next }) => {
    const denied = permissionDenied(ctx.user, keys, mode);
    if (denied) throw denied;
    const scope = await resolveScope(ctx);
    return next({ ctx: { ...ctx, scope } });
  });
}
