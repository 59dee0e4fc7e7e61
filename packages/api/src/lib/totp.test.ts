import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret, loadSecretKey, parseSecretKey } from "./secrets";
import {
  base32Decode,
  base32Encode,
  generateTotp,
  hotp,
  otpauthUrl,
  type TotpAlgorithm,
  totpStep,
  verifyTotp,
} from "./totp";

// RFC 6238 appendix B: the seeds are the ASCII digits repeated to the hash's key length.
const SEEDS: Record<TotpAlgorithm, Buffer> = {
  SHA1: Buffer.from("12345678901234567890", "ascii"),
  SHA256: Buffer.from("12345678901234567890123456789012", "ascii"),
  SHA512: Buffer.from("1234567890123456789012345678901234567890123456789012345678901234", "ascii"),
};

// Time (sec) | TOTP | Mode, verbatim from RFC 6238 appendix B.
const RFC6238_VECTORS: [number, string, TotpAlgorithm][] = [
  [59, "94287082", "SHA1"],
  [59, "46119246", "SHA256"],
  [59, "90693936", "SHA512"],
  [1111111109, "07081804", "SHA1"],
  [1111111109, "68084774", "SHA256"],
  [1111111109, "25091201", "SHA512"],
  [1111111111, "14050471", "SHA1"],
  [1111111111, "67062674", "SHA256"],
  [1111111111, "99943326", "SHA512"],
  [1234567890, "89005924", "SHA1"],
  [1234567890, "91819424", "SHA256"],
  [1234567890, "93441116", "SHA512"],
  [2000000000, "69279037", "SHA1"],
  [2000000000, "90698825", "SHA256"],
  [2000000000, "38618901", "SHA512"],
  [20000000000, "65353130", "SHA1"],
  [20000000000, "77737706", "SHA256"],
  [20000000000, "47863826", "SHA512"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(RFC6238_VECTORS)("at T=%i s gives %s with %s (appendix B)", (seconds, expected, algorithm) => {
    expect(generateTotp(SEEDS[algorithm], seconds * 1000, { algorithm, digits: 8, period: 30 })).toBe(
      expected,
    );
  });

  it("computes the RFC 4226 appendix D HOTP values", () => {
    const expected = [
      "755224",
      "287082",
      "359152",
      "969429",
      "338314",
      "254676",
      "287922",
      "162583",
      "399871",
      "520489",
    ];
    expect(expected.map((_, counter) => hotp(SEEDS.SHA1, counter))).toEqual(expected);
  });

  it("defaults to 6 digits, SHA-1 and 30-second steps", () => {
    // The last 6 digits of the SHA-1 8-digit vector at T=59.
    expect(generateTotp(SEEDS.SHA1, 59_000)).toBe("287082");
    expect(totpStep(59_000)).toBe(1);
    expect(totpStep(60_000)).toBe(2);
  });

  it("accepts the current step and one either side, nothing further", () => {
    const now = 1_700_000_000_000;
    const at = (offsetSteps: number) => generateTotp(SEEDS.SHA1, now + offsetSteps * 30_000);
    const step = totpStep(now);
    expect(verifyTotp(SEEDS.SHA1, at(0), now, null)).toEqual({ ok: true, step });
    expect(verifyTotp(SEEDS.SHA1, at(-1), now, null)).toEqual({ ok: true, step: step - 1 });
    expect(verifyTotp(SEEDS.SHA1, at(1), now, null)).toEqual({ ok: true, step: step + 1 });
    expect(verifyTotp(SEEDS.SHA1, at(-2), now, null)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyTotp(SEEDS.SHA1, at(2), now, null)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyTotp(SEEDS.SHA1, "12345", now, null)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyTotp(SEEDS.SHA1, "abcdef", now, null)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a code whose step is not later than the last accepted one (replay)", () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    const code = generateTotp(SEEDS.SHA1, now);
    expect(verifyTotp(SEEDS.SHA1, code, now, step)).toEqual({ ok: false, reason: "replay" });
    expect(verifyTotp(SEEDS.SHA1, code, now, step + 1)).toEqual({ ok: false, reason: "replay" });
    expect(verifyTotp(SEEDS.SHA1, code, now, step - 1)).toEqual({ ok: true, step });
  });

  it("round-trips base32 (RFC 4648 test vectors) and builds an otpauth URL", () => {
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
    expect(base32Encode(Buffer.from("f"))).toBe("MY");
    expect(base32Decode("mzxw 6ytb oi======").toString()).toBe("foobar");
    expect(() => base32Decode("MZ1")).toThrow();
    const secret = base32Encode(SEEDS.SHA1);
    expect(secret).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    const text = otpauthUrl(secret, "a@b.co");
    expect(text.startsWith("otpauth://totp/Plantwise%3Aa%40b.co?")).toBe(true);
    const url = new URL(text);
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(url.searchParams.get("issuer")).toBe("Plantwise");
  });
});

describe("secrets at rest (AES-256-GCM)", () => {
  it("encrypts with a fresh IV each time and decrypts only with the same key, unaltered", () => {
    const key = loadSecretKey({});
    const other = loadSecretKey({});
    const a = encryptSecret(SEEDS.SHA1, key);
    const b = encryptSecret(SEEDS.SHA1, key);
    expect(a.equals(b)).toBe(false);
    expect(a.includes(SEEDS.SHA1)).toBe(false);
    expect(decryptSecret(a, key).equals(SEEDS.SHA1)).toBe(true);
    expect(() => decryptSecret(a, other)).toThrow();
    const tampered = Buffer.from(a);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => decryptSecret(tampered, key)).toThrow();
  });

  it("takes SECRET_KEY when given and refuses one that is not 32 bytes", () => {
    const base64 = Buffer.alloc(32, 7).toString("base64");
    expect(loadSecretKey({ secretKey: base64, dataDir: "/nonexistent" }).equals(Buffer.alloc(32, 7))).toBe(
      true,
    );
    expect(() => parseSecretKey(Buffer.alloc(16).toString("base64"))).toThrow(/32 bytes/);
  });

  it("without SECRET_KEY generates the key once in DATA_DIR/secret.key with mode 0600", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "plantwise-key-"));
    const first = loadSecretKey({ dataDir: dir });
    const file = path.join(dir, "secret.key");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, "utf8").trim(), "base64").equals(first)).toBe(true);
    expect(loadSecretKey({ dataDir: dir }).equals(first)).toBe(true);
  });
});
