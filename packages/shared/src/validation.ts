import { MIN_TOTAL_TIME_MINUTES, PASSWORD_MIN_LENGTH } from "./constants";
import { DELETE_CONFIRMATION_WORD } from "./messages";

/** The fixed set of special characters a strong password draws one from (part 1 §5). */
export const PASSWORD_SPECIAL_CHARACTERS = "!@#$%^&*()_+-=[]{};':\"\\|,.<>/?~`";

export type PasswordRule = "min_length" | "lowercase" | "uppercase" | "digit" | "special" | "account_name";

export const PASSWORD_RULE_MESSAGES: Record<PasswordRule, string> = {
  min_length: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  lowercase: "Password must contain a lowercase letter",
  uppercase: "Password must contain an uppercase letter",
  digit: "Password must contain a digit",
  special: `Password must contain one of ${PASSWORD_SPECIAL_CHARACTERS}`,
  account_name: "Password must not be or contain the account name",
};

/**
 * The rules a password breaks (part 1 §5): at least 8 characters, a lowercase and an uppercase
 * letter, a digit, a special character, and not the same as or containing the account name.
 */
export function passwordProblems(password: string, accountName?: string | null): PasswordRule[] {
  const problems: PasswordRule[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push("min_length");
  if (!/[a-z]/.test(password)) problems.push("lowercase");
  if (!/[A-Z]/.test(password)) problems.push("uppercase");
  if (!/\d/.test(password)) problems.push("digit");
  if (![...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c))) problems.push("special");
  const name = accountName?.trim().toLowerCase();
  if (name && password.toLowerCase().includes(name)) problems.push("account_name");
  return problems;
}

export function isStrongPassword(password: string, accountName?: string | null): boolean {
  return passwordProblems(password, accountName).length === 0;
}

/** A blank-string check ignores whitespace; null and undefined count as blank. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  return typeof value === "string" && value.trim() === "";
}

/** A numeric check requires a finite parsed number ("12.5" yes, "", "abc", Infinity no). */
export function isFiniteNumber(value: unknown): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value !== "string" || value.trim() === "") return false;
  return Number.isFinite(Number(value));
}

export const HARDWARE_ADDRESS_MAX_LENGTH = 23;

/** Keeps only hex digits, pairs them with colons, at most 23 characters (8 bytes). */
export function formatHardwareAddress(input: string): string {
  const hex = input.replace(/[^0-9a-f]/gi, "").toUpperCase();
  const pairs = hex.match(/.{1,2}/g) ?? [];
  return pairs.join(":").slice(0, HARDWARE_ADDRESS_MAX_LENGTH);
}

/** Alarm zone must be higher than warning zone. */
export function zonesValid(warning: number, alarm: number): boolean {
  return Number.isFinite(warning) && Number.isFinite(alarm) && alarm > warning;
}

/** Total time must be at least 15 minutes. */
export function totalTimeValid(minutes: number): boolean {
  return Number.isFinite(minutes) && minutes >= MIN_TOTAL_TIME_MINUTES;
}

/** Typing the word delete confirms deleting something with attached devices. */
export function deleteConfirmed(typed: string): boolean {
  return typed.trim().toLowerCase() === DELETE_CONFIRMATION_WORD;
}

/** Drops empty values (undefined, null, blank strings) from query parameters; keeps 0 and false. */
export function dropEmptyValues<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null && !isBlank(value)),
  ) as Partial<T>;
}

const SUCCESS_BODY_KEYS = ["data", "status", "statistics", "id", "pdmiq", "dxm", "totalSensors"] as const;

/** Success: a 2xx status and a body with one of the known members (part 1 §5). */
export function isSuccessResponse(status: number, body: unknown): boolean {
  if (status < 200 || status > 299) return false;
  if (typeof body !== "object" || body === null) return false;
  return SUCCESS_BODY_KEYS.some((key) => key in body);
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Error messages, a list of lists: each list joined with commas and ended with a period. */
export function joinErrorMessages(messages: readonly (string | readonly string[])[]): string {
  return messages
    .map((group) => (typeof group === "string" ? [group] : group))
    .filter((group) => group.length > 0)
    .map((group) => sentence(group.map((m) => m.trim().replace(/\.$/, "")).join(", ")))
    .join(" ");
}
