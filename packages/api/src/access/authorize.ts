/**
 * The permission gate of the routes served outside tRPC (file uploads and downloads, the sound
 * waveform, the notification stream): the same rule as the procedure builders of trpc.ts, so a
 * plain Express route cannot check access differently from a procedure.
 */
import {
  hasPermission,
  missingPermissions,
  type PermissionKey,
  type ValidationLanguage,
  validationLanguageOf,
} from "@plantwise/shared";
import type { Request, Response } from "express";
import { type AppServices, type Context, createContext, resolveScope } from "../context";
import { AppError, toHttpError } from "../errors";
import type { AuthUser, Scope } from "./auth-user";
import { assertSecondFactorSettled } from "./second-factor";
import type { Session } from "./sessions";

export type PermissionRule = PermissionKey | readonly PermissionKey[];

/** FORBIDDEN naming what the user lacks, or null when the rule holds. */
export function permissionDenied(
  user: AuthUser,
  keys: PermissionRule,
  mode: "all" | "any" = "all",
): AppError | null {
  if (hasPermission(user, keys, mode)) return null;
  const missing = missingPermissions(user, keys, mode);
  return new AppError(
    "FORBIDDEN",
    `You do not have permission for this action (needs ${mode === "any" ? "one of " : ""}${missing.join(", ")})`,
  );
}

export interface Authorized {
  ctx: Context & { user: AuthUser; session: Session };
  user: AuthUser;
  /** The user's tenant scope; resolved only when a permission rule was given. */
  scope: Scope | null;
}

/**
 * Signs the request in from its bearer token and, given a rule, checks it and resolves the scope.
 * Fails with UNAUTHORIZED (401) or FORBIDDEN (403) as an AppError.
 */
export async function authorize(services: AppServices, req: Request): Promise<Authorized & { scope: null }>;
export async function authorize(
  services: AppServices,
  req: Request,
  keys: PermissionRule,
  mode?: "all" | "any",
): Promise<Authorized & { scope: Scope }>;
export async function authorize(
  services: AppServices,
  req: Request,
  keys?: PermissionRule,
  mode: "all" | "any" = "all",
): Promise<Authorized> {
  const ctx = await createContext(services, req);
  // The reader's language, for the error the route may answer later (sendHttpError).
  if (req.res) req.res.locals.readerLanguage = validationLanguageOf(ctx.user?.language ?? ctx.acceptLanguage);
  if (!ctx.user || !ctx.session) throw new AppError("UNAUTHORIZED", "Not authorized");
  assertSecondFactorSettled(ctx.user);
  const signedIn = { ...ctx, user: ctx.user, session: ctx.session };
  if (keys === undefined) return { ctx: signedIn, user: signedIn.user, scope: null };
  const denied = permissionDenied(signedIn.user, keys, mode);
  if (denied) throw denied;
  return { ctx: signedIn, user: signedIn.user, scope: await resolveScope(signedIn) };
}

/**
 * Answers an error of a plain route as the facade does: status and body, no internals, in the
 * reader's language (the signed-in user's once `authorize` ran, else the request's Accept-Language).
 */
export function sendHttpError(res: Response, error: unknown, label: string): void {
  const language: ValidationLanguage =
    res.locals.readerLanguage ?? validationLanguageOf(res.req?.header("accept-language"));
  const { status, body, retryAfter } = toHttpError(error, language);
  if (status === 500) console.error(`[${label}] unexpected error`, error);
  if (retryAfter) res.setHeader("Retry-After", String(retryAfter));
  res.status(status).json(body);
}
