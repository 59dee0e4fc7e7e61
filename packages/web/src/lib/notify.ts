import { toast } from "sonner";
import { i18n } from "@/i18n";
import { en } from "@/i18n/en";
import { apiErrorInfo, joinMessages } from "./api-error";

/** Server messages we know by heart are shown in the user's language; others as the server wrote them. */
const knownMessages = new Map<string, string>(
  Object.entries(en.messages).map(([key, text]) => [text, `messages.${key}`]),
);

export function translateServerMessage(message: string): string {
  const key = knownMessages.get(message);
  return key ? i18n.t(key) : message;
}

/** The text spec part 1 §8 asks for: the server's message, else its `messages`, else a generic one. */
export function errorText(error: unknown): string {
  const info = apiErrorInfo(error);
  if (info.messages) return joinMessages(info.messages);
  if (info.message) return translateServerMessage(info.message);
  return i18n.t("messages.wrongResponseStatus");
}

/** Errors stay until the user closes them (spec part 1 §8). */
export function notifyError(error: unknown): void {
  const info = apiErrorInfo(error);
  const title = info.message ? translateServerMessage(info.message) : i18n.t("messages.wrongResponseStatus");
  const description = info.messages ? joinMessages(info.messages) : undefined;
  toast.error(title, { description, duration: Number.POSITIVE_INFINITY, closeButton: true });
}

export function notifyErrorText(message: string): void {
  toast.error(message, { duration: Number.POSITIVE_INFINITY, closeButton: true });
}

export function notifyWarning(title: string, description?: string): void {
  toast.warning(title, { description });
}

export function notifySuccess(title: string): void {
  toast.success(title);
}

/** Runs `action`; a failure is shown as the error toast instead of being thrown. */
export async function notifyOnError(action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (error) {
    notifyError(error);
  }
}
