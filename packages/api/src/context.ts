import type { Database, DatabaseDriver } from "@plantwise/db";
import type { Request } from "express";
import { type AuthUser, loadAuthUser, type Scope, scopeFor } from "./access/auth-user";
import { type Session, validateSessionToken } from "./access/sessions";
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
  /** Resolved lazily by the permission builders; null until a procedure needs it. */
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
  const session = token ? await validateSessionToken(services.db, token) : null;
  const user = session ? await loadAuthUser(services.db, session.userId, { deviceToken }) : null;
  return {
    ...services,
    session: user ? session : null,
    user,
    scope: null,
    ip: req.ip,
    userAgent: req.header("user-agent") || undefined,
    deviceToken,
    acceptLanguage: req.header("accept-language") || undefined,
  };
}

export async function resolveScope(ctx: Context & { user: AuthUser }): Promise<Scope> {
  return ctx.scope ?? scopeFor(ctx.db, ctx.user, ctx.user.company_id);
}
