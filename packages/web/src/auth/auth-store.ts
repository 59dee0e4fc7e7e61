import { readStorage, STORAGE_KEYS, safeSession, writeStorage } from "@/lib/storage";
import { createStore, useStore } from "@/lib/store";

/** The access token; null means signed out, and no authenticated request may be sent. */
export const tokenStore = createStore<string | null>(readStorage(STORAGE_KEYS.token), (token) =>
  writeStorage(STORAGE_KEYS.token, token),
);

/** Trusted-device token from `auth.trustDevice`, sent as `X-Device-Token` (spec part 1 §6). */
export const deviceTokenStore = createStore<string | null>(readStorage(STORAGE_KEYS.deviceToken), (token) =>
  writeStorage(STORAGE_KEYS.deviceToken, token),
);

export function useToken(): string | null {
  return useStore(tokenStore);
}

/** Where a signed-out visitor was going, so sign-in can take them there (spec part 1 §8). */
export function rememberTarget(path: string): void {
  if (path.startsWith("/login")) return;
  writeStorage(STORAGE_KEYS.redirect, path, safeSession());
}

export function takeRememberedTarget(): string | null {
  const target = readStorage(STORAGE_KEYS.redirect, safeSession());
  writeStorage(STORAGE_KEYS.redirect, null, safeSession());
  return target?.startsWith("/") && !target.startsWith("//") ? target : null;
}
