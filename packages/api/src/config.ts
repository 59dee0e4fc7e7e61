import path from "node:path";

/** Settings read from the environment (README, "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  admin: { email: string; password: string } | undefined;
  /** SMTP connection URL for outbound e-mail; without it e-mail stays in the outbox. */
  smtpUrl: string | undefined;
  /** A gateway URL that receives each text message as a JSON POST `{ to, text }` (SMS_WEBHOOK_URL). */
  smsWebhookUrl: string | undefined;
  /** The From address of outbound e-mail (MAIL_FROM). */
  mailFrom: string | undefined;
  /** Base64 of 32 bytes encrypting secrets at rest; without it a key is kept in DATA_DIR/secret.key. */
  secretKey: string | undefined;
  /** The address links in e-mails point at (APP_URL). */
  appUrl: string | undefined;
  /** MQTT broker for gateway batches (MQTT_URL); without it gateways post over HTTP only. */
  mqttUrl: string | undefined;
  /** Another build of the web app to serve (e.g. one made for a test run); default packages/web/dist. */
  webDist: string | undefined;
  /** Which proxies' X-Forwarded-* headers to believe (TRUST_PROXY, see parseTrustProxy). */
  trustProxy: TrustProxy;
}

/** Express's `trust proxy` setting: off, a hop count, or addresses, subnets and named ranges. */
export type TrustProxy = false | number | string;

/**
 * TRUST_PROXY: unset, empty or "false" believes no X-Forwarded-For (the client's address is the
 * socket's), so a client cannot choose the address its rate limits count under; a number trusts
 * that many proxy hops; anything else is Express's list of trusted proxy addresses, subnets or
 * the names loopback, linklocal and uniquelocal ("loopback" for a reverse proxy on this host).
 * "true" (trust every hop) is refused: behind it, every client picks its own address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false" || text === "0") return false;
  if (text === "true") {
    throw new ConfigError(
      'TRUST_PROXY=true would believe any X-Forwarded-For: give the proxy\'s address, "loopback" or a hop count',
    );
  }
  if (/^\d+$/.test(text)) return Number(text);
  return text;
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
  const secretKey = env.SECRET_KEY?.trim() || undefined;
  if (secretKey && Buffer.from(secretKey, "base64").length !== 32) {
    throw new ConfigError("SECRET_KEY must be the base64 of 32 random bytes (openssl rand -base64 32)");
  }
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got "${smtpUrl}"`);
  }
  const smsWebhookUrl = env.SMS_WEBHOOK_URL?.trim() || undefined;
  if (smsWebhookUrl && !/^https?:\/\//.test(smsWebhookUrl)) {
    throw new ConfigError(`SMS_WEBHOOK_URL must start with http:// or https://, got "${smsWebhookUrl}"`);
  }
  const mqttUrl = env.MQTT_URL?.trim() || undefined;
  if (mqttUrl && !/^(mqtts?|wss?|tcp|tls):\/\//.test(mqttUrl)) {
    throw new ConfigError(`MQTT_URL must start with mqtt://, mqtts://, ws:// or wss://, got "${mqttUrl}"`);
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
    smtpUrl,
    smsWebhookUrl,
    mailFrom: env.MAIL_FROM?.trim() || undefined,
    secretKey,
    appUrl: env.APP_URL?.trim() || undefined,
    mqttUrl,
    webDist: env.WEB_DIST?.trim() ? path.resolve(env.WEB_DIST.trim()) : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
