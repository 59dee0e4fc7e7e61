import { MESSAGES } from "@plantwise/shared";
import { TRPCClientError } from "@trpc/client";
import { i18n } from "@/i18n";
import { apiErrorInfo, splitFieldMessage } from "@/lib/api-error";
import { errorText } from "@/lib/notify";

/** Seconds to wait after a 429, when the server says so (`retryAfter` in the error data). */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = (error.data ?? null) as { retryAfter?: unknown } | null;
  const value = data?.retryAfter;
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

export function isRateLimited(error: unknown): boolean {
  const info = apiErrorInfo(error);
  return info.status === 429 || info.code === "TOO_MANY_REQUESTS";
}

/** The wait the server named in its message ("… Try again in 42 seconds."), in seconds. */
function waitInMessage(text: string): number | null {
  const match = /(\d+)\s*seconds?/i.exec(text);
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * The server's message; after too many attempts (429) how long to wait, in the user's language
 * and in minutes once it is two or more.
 */
export function authErrorText(error: unknown): string {
  const text = errorText(error);
  if (!isRateLimited(error)) return text;
  const seconds = retryAfterSeconds(error) ?? waitInMessage(text);
  if (seconds === null) return text || i18n.t("login.tooMany");
  const wait =
    seconds >= 120
      ? i18n.t("login.waitMinutes", { count: Math.ceil(seconds / 60) })
      : i18n.t("login.waitSeconds", { count: seconds });
  return `${i18n.t("login.tooMany")} ${wait}`;
}

/**
 * Field messages of a 422 (`"password: Password must contain a digit"`) for the named fields; the
 * others are returned as one text for the form's alert.
 */
export function fieldErrors(
  error: unknown,
  fields: readonly string[],
): { byField: Record<string, string>; rest: string | null } {
  const info = apiErrorInfo(error);
  const byField: Record<string, string> = {};
  const rest: string[] = [];
  for (const list of info.messages ?? []) {
    for (const message of list) {
      const { field, text } = splitFieldMessage(message);
      if (field && fields.includes(field))
        byField[field] = byField[field] ? `${byField[field]}, ${text}` : text;
      else rest.push(message);
    }
  }
  if (!info.messages) return { byField, rest: authErrorText(error) };
  return { byField, rest: rest.length > 0 ? rest.join(" ") : null };
}

/**
 * Puts a failed save's field messages on the form's fields and returns what is left for the
 * form's alert (null when every message found its field).
 */
export function applyServerErrors(
  error: unknown,
  fields: readonly string[],
  setError: (field: string, message: string) => void,
): string | null {
  const info = apiErrorInfo(error);
  if (
    !info.messages &&
    info.message === MESSAGES.passwordsDoNotMatch &&
    fields.includes("password_confirmation")
  ) {
    setError("password_confirmation", i18n.t("messages.passwordsDoNotMatch"));
    return null;
  }
  const { byField, rest } = fieldErrors(error, fields);
  for (const [field, message] of Object.entries(byField)) setError(field, message);
  return rest;
}
