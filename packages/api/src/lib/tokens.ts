import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";

/**
 * A random string of 32 base32 characters from 20 random bytes: 160 bits of entropy, above the
 * 128 bits a bearer secret needs to be unguessable.
 */
export function generateSecureRandomString(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function hashSecret(secret: string): Uint8Array {
  return sha256(new TextEncoder().encode(secret));
}

export function secretMatches(secret: string, storedHash: Uint8Array): boolean {
  const candidate = hashSecret(secret);
  return candidate.length === storedHash.length && constantTimeEqual(candidate, storedHash);
}

/** Splits an `id.secret` token; anything else is not a token. */
export function splitToken(token: string): { id: string; secret: string } | null {
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [id, secret] = parts as [string, string];
  if (!/^[a-z2-7]{32}$/.test(id) || !/^[a-z2-7]{32}$/.test(secret)) return null;
  return { id, secret };
}
