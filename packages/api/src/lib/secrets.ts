import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Database, schema } from "@plantwise/db";
import { desc, isNotNull } from "drizzle-orm";
import { AppError } from "../errors";

/**
 * Encryption at rest for small secrets (TOTP secrets): AES-256-GCM with the server's key.
 *
 * Where the key comes from, in order:
 * 1. SECRET_KEY: base64 of 32 bytes (required for several API processes on one database);
 * 2. `${DATA_DIR}/secret.key`: generated once with mode 0600 and reused (embedded mode);
 * 3. neither configured (tests, which build the app without a data directory): a random key kept
 *    in memory for the life of the process.
 * `configureSecretKey` (called by main.ts) picks 1 or 2; without a call the key is created lazily.
 */
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Stored layout: version byte, IV, auth tag, ciphertext. */
const FORMAT_VERSION = 1;

let currentKey: Buffer | null = null;

export class SecretKeyError extends Error {}

export function parseSecretKey(base64: string): Buffer {
  const key = Buffer.from(base64.trim(), "base64");
  if (key.length !== KEY_BYTES) {
    throw new SecretKeyError(`SECRET_KEY must be the base64 of ${KEY_BYTES} bytes (got ${key.length} bytes)`);
  }
  return key;
}

/** The key from `secretKey` (base64) when given, else the one kept in `dataDir` (created when missing). */
export function loadSecretKey(options: {
  secretKey?: string | undefined;
  dataDir?: string | undefined;
}): Buffer {
  if (options.secretKey) return parseSecretKey(options.secretKey);
  if (!options.dataDir) return randomBytes(KEY_BYTES);
  const file = path.join(options.dataDir, "secret.key");
  if (existsSync(file)) return parseSecretKey(readFileSync(file, "utf8"));
  mkdirSync(options.dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  writeFileSync(file, `${key.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  chmodSync(file, 0o600);
  return key;
}

export function configureSecretKey(options: {
  secretKey?: string | undefined;
  dataDir?: string | undefined;
}): void {
  currentKey = loadSecretKey(options);
}

/** Sets the key directly (tests). */
export function setSecretKey(key: Buffer): void {
  if (key.length !== KEY_BYTES) throw new SecretKeyError(`A secret key is ${KEY_BYTES} bytes`);
  currentKey = key;
}

function secretKey(): Buffer {
  currentKey ??= randomBytes(KEY_BYTES);
  return currentKey;
}

export function encryptSecret(plain: Uint8Array, key: Buffer = secretKey()): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from([FORMAT_VERSION]), iv, cipher.getAuthTag(), body]);
}

/** Decrypts what encryptSecret produced; throws when the data was altered or the key differs. */
export function decryptSecret(stored: Uint8Array, key: Buffer = secretKey()): Buffer {
  const data = Buffer.from(stored);
  if (data.length < 1 + IV_BYTES + TAG_BYTES || data[0] !== FORMAT_VERSION) {
    throw new SecretKeyError("Unknown encrypted secret format");
  }
  const iv = data.subarray(1, 1 + IV_BYTES);
  const tag = data.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/**
 * A stored secret this server cannot decrypt: its key is not the one the secret was saved with
 * (another SECRET_KEY, or each process keeping its own DATA_DIR/secret.key). A configuration
 * fault, not the user's: 503, worded for the administrator, instead of a 500.
 */
export const MESSAGE_SECRET_UNREADABLE =
  "This server cannot read the stored second-factor secret: its SECRET_KEY is not the one it was saved with. Ask an administrator";

/** decryptSecret, answering 503 (MESSAGE_SECRET_UNREADABLE) when the key does not fit. */
export function readStoredSecret(stored: Uint8Array): Buffer {
  try {
    return decryptSecret(stored);
  } catch (error) {
    console.error("[secrets] a stored secret does not decrypt with this server's key", error);
    throw new AppError("SERVICE_UNAVAILABLE", MESSAGE_SECRET_UNREADABLE);
  }
}

/**
 * Whether this server's key decrypts the secrets already stored, judged on the newest (every
 * secret is encrypted with the one key). main.ts warns at start when it does not.
 */
export async function storedSecretsReadable(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ secret: schema.users.totp_secret_enc })
    .from(schema.users)
    .where(isNotNull(schema.users.totp_secret_enc))
    .orderBy(desc(schema.users.id))
    .limit(1);
  if (!row?.secret) return true;
  try {
    decryptSecret(row.secret);
    return true;
  } catch {
    return false;
  }
}
