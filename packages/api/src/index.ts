export { type AuthUser, loadAuthUser, type Scope, scopeFor } from "./access/auth-user";
export { createSession, invalidateSession, validateSessionToken } from "./access/sessions";
export { ConfigError, readConfig, type ServerConfig } from "./config";
export { type AppServices, type Context, createContext } from "./context";
export { AppError, HTTP_STATUS, toHttpError } from "./errors";
export type { RestRoute } from "./rest/routes";
export { REST_ROUTES } from "./rest/table";
export { type AppRouter, appRouter } from "./root";
export { type AppOptions, createApp } from "./server";
