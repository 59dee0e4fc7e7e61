import type { SecondFactorMethod } from "@plantwise/shared";
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

/** A sign-in waiting for its second factor (spec part 1 §4): the login's challenge, kept for this tab. */
export interface PendingSecondFactor {
  challenge: string;
  methods: SecondFactorMethod[];
  email: string;
}

const SECOND_FACTOR_KEY = "auth:second-factor";

function readPendingSecondFactor(): PendingSecondFactor | null {
  const raw = readStorage(SECOND_FACTOR_KEY, safeSession());
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as PendingSecondFactor;
    return typeof value.challenge === "string" && Array.isArray(value.methods) ? value : null;
  } catch {
    return null;
  }
}

export const secondFactorStore = createStore<PendingSecondFactor | null>(readPendingSecondFactor(), (value) =>
  writeStorage(SECOND_FACTOR_KEY, value ? JSON.stringify(value) : null, safeSession()),
);

/** Stores the access token of a finished sign-in and, when the device is to be trusted, its token. */
export function completeSignIn(result: { token: string; device_token?: string | null }): void {
  secondFactorStore.set(null);
  if (result.device_token) deviceTokenStore.set(result.device_token);
  tokenStore.set(result.token);
}
