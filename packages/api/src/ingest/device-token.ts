/**
 * Device tokens of controllers (gateways): `pwd_` + 32 random bytes in base64url. Only the SHA-256
 * is stored (controllers.token_hash), so a database leak does not hand out working tokens; the
 * token is shown once when a controller is created or its token rotated. token_prefix keeps the
 * first 12 characters so a user can tell tokens apart.
 */
import { createHash, randomBytes } from "node:crypto";

export const DEVICE_TOKEN_PREFIX = "pwd_";

export function newDeviceToken(): { token: string; hash: string; prefix: string } {
  const token = DEVICE_TOKEN_PREFIX + randomBytes(32).toString("base64url");
  return { token, hash: hashDeviceToken(token), prefix: token.slice(0, 12) };
}

export function hashDeviceToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
