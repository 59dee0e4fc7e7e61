import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * TOTP (RFC 6238) on HOTP (RFC 4226), with node:crypto only. Defaults are what authenticator apps
 * use: HMAC-SHA1, 30-second steps, 6 digits. SHA-256/512 and 8 digits exist for the RFC's
 * appendix B test vectors.
 */
export type TotpAlgorithm = "SHA1" | "SHA256" | "SHA512";

export interface TotpOptions {
  algorithm?: TotpAlgorithm;
  digits?: number;
  /** Step length in seconds. */
  period?: number;
}

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32, upper case, without padding (what otpauth URLs carry). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32, ignoring case, spaces and padding; throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`Invalid base32 character "${char}"`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new random TOTP secret: 20 bytes, the HMAC-SHA1 key length RFC 4226 recommends. */
export function generateTotpSecret(): Buffer {
  return randomBytes(20);
}

/** HOTP value for one counter (RFC 4226 §5.3, dynamic truncation). */
export function hotp(
  secret: Uint8Array,
  counter: number | bigint,
  digits = TOTP_DIGITS,
  algorithm: TotpAlgorithm = "SHA1",
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm.toLowerCase(), secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) |
    ((mac[offset + 1]! & 0xff) << 16) |
    ((mac[offset + 2]! & 0xff) << 8) |
    (mac[offset + 3]! & 0xff);
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The time step a moment falls in: floor(unix seconds / period). */
export function totpStep(timeMs: number, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(Math.floor(timeMs / 1000) / period);
}

/** The TOTP code at a moment. */
export function generateTotp(secret: Uint8Array, timeMs: number, options: TotpOptions = {}): string {
  return hotp(
    secret,
    totpStep(timeMs, options.period),
    options.digits ?? TOTP_DIGITS,
    options.algorithm ?? "SHA1",
  );
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: "invalid" | "replay" };

function sameCode(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks a code against the current step and one step either side (clock drift). A code is
 * accepted once only: its step must be later than `lastStep`, the last one accepted; a match on an
 * earlier or equal step is a replay.
 */
export function verifyTotp(
  secret: Uint8Array,
  code: string,
  timeMs: number,
  lastStep: number | null,
  options: TotpOptions = {},
): TotpCheck {
  const digits = options.digits ?? TOTP_DIGITS;
  const candidate = code.replace(/\s/g, "");
  if (!new RegExp(`^\\d{${digits}}$`).test(candidate)) return { ok: false, reason: "invalid" };
  const current = totpStep(timeMs, options.period);
  let replay = false;
  for (const step of [current - 1, current, current + 1]) {
    if (!sameCode(hotp(secret, step, digits, options.algorithm ?? "SHA1"), candidate)) continue;
    if (lastStep !== null && step <= lastStep) {
      replay = true;
      continue;
    }
    return { ok: true, step };
  }
  return { ok: false, reason: replay ? "replay" : "invalid" };
}

/** The `otpauth://` URL authenticator apps read from a QR code (Key Uri Format). */
export function otpauthUrl(secretBase32: string, account: string, issuer = "Plantwise"): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
