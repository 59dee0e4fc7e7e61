export { type AuthUser, loadAuthUser, type Scope, scopeFor } from "./auth/auth-user";
export { createSession, invalidateSession, validateSessionToken } from "./auth/sessions";
export { ConfigError, readConfig, type ServerConfig } from "./config";
export { type AppServices, type Context, createContext } from "./context";
export { AppError, HTTP_STATUS, toHttpError } from "./errors";
export { REST_ROUTES, type RestRoute } from "./rest/routes";
export { type AppRouter, appRouter } from "./routers/root";
export { type AppOptions, createApp } from "./server";
