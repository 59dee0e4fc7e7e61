import type { Database, DatabaseDriver } from "@plantwise/db";
import type { Request } from "express";
import { type AuthUser, type Scope, scopeFor, signInWithToken } from "./access/auth-user";
import type { Session } from "./access/sessions";
import type { SmsSender } from "./lib/sms";

export interface AppServices {
  db: Database;
  driver: DatabaseDriver;
  /** Text-message delivery; the default writes to the outbox (lib/sms.ts). */
  sms?: SmsSender;
}

export interface Context extends AppServices {
  session: Session | null;
  user: AuthUser | null;
  /** The signed-in user's tenant scope, read with the session; null when signed out. */
  scope: Scope | null;
  ip: string | undefined;
  userAgent: string | undefined;
  deviceToken: string | undefined;
  /** The request's Accept-Language: the language of a signed-out caller's messages. */
  acceptLanguage?: string | undefined;
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** Builds a request's context: the session behind its bearer token and the user it belongs to. */
export async function createContext(services: AppServices, req: Request): Promise<Context> {
  const token = bearerToken(req.header("authorization"));
  const deviceToken = req.header("x-device-token") || undefined;
  const signedIn = token ? await signInWithToken(services.db, token, { deviceToken }) : null;
  return {
    ...services,
    session: signedIn?.session ?? null,
    user: signedIn?.user ?? null,
    scope: signedIn?.scope ?? null,
    ip: req.ip,
    userAgent: req.header("user-agent") || undefined,
    deviceToken,
    acceptLanguage: req.header("accept-language") || undefined,
  };
}

export async function resolveScope(ctx: Context & { user: AuthUser }): Promise<Scope> {
  return ctx.scope ?? scopeFor(ctx.db, ctx.user, ctx.user.company_id);
}
