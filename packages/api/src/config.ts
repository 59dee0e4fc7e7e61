import path from "node:path";

/** Settings read from the environment (README, "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  admin: { email: string; password: string } | undefined;
}

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be 0–65535, got "${env.PORT}"`);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const adminEmail = env.ADMIN_EMAIL?.trim();
  const adminPassword = env.ADMIN_PASSWORD;
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    throw new ConfigError("ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  return {
    port,
    host: env.HOST?.trim() || "127.0.0.1",
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(process.cwd(), "data")),
    databaseUrl,
    // Demo users carry a published password: only in embedded mode, or when asked for explicitly.
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === "1" || env.SEED_DEMO === "true" : !databaseUrl,
    admin:
      adminEmail && adminPassword ? { email: adminEmail.toLowerCase(), password: adminPassword } : undefined,
  };
}
