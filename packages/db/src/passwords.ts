import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with OWASP's minimum recommended parameters (m = 19 456 KiB, t = 2, p = 1): about
 * 20 MB and a few tens of milliseconds per hash here, so a login cannot be used to exhaust memory.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

/**
 * A real argon2id hash of a random string. Verifying against it when an account does not exist
 * costs the same time as a wrong password, so the answer's timing does not reveal which e-mails exist.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash(crypto.randomUUID(), ARGON2_OPTIONS);
  return dummyHash;
}
