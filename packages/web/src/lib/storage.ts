/**
 * What the browser keeps between visits (spec part 1 §9): the access token, the trusted-device
 * token, filters per list (`filters:<listId>`), the selected plant, language and theme.
 * All access goes through here so a blocked or full storage never breaks the app.
 */
export const STORAGE_KEYS = {
  token: "auth:token",
  deviceToken: "auth:device-token",
  redirect: "auth:redirect",
  language: "language",
  plant: "plant:selected",
  theme: "theme",
  sidebar: "sidebar:collapsed",
} as const;

export const FILTERS_PREFIX = "filters:";

export function readStorage(key: string, storage: Storage | undefined = safeLocal()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(
  key: string,
  value: string | null,
  storage: Storage | undefined = safeLocal(),
): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage full or disabled: the app keeps working, it just forgets on reload.
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readStorage(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeStorage(key, JSON.stringify(value));
}

/** Sign-out clears every saved list filter (spec part 1 §4). */
export function clearSavedFilters(): void {
  const storage = safeLocal();
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(FILTERS_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

export function safeLocal(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function safeSession(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
