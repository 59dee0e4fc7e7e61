import type { FieldValues, UseFormSetError } from "react-hook-form";
import { apiErrorInfo, joinMessages, splitFieldMessage } from "@/lib/api-error";
import { notifyError, notifyErrorText } from "@/lib/notify";

/**
 * Sorts the server's `messages` (`[["name: Required"], …]`, spec part 1 §8) into those that name a
 * field of this form (in `fields`, or taken by it) and the rest, which go to the error toast.
 */
export function sortServerMessages(
  messages: string[][],
  fields: ReadonlySet<string> | ((field: string) => boolean),
): { fieldErrors: Map<string, string>; rest: string[][] } {
  const accepts = typeof fields === "function" ? fields : (field: string) => fields.has(field);
  const fieldErrors = new Map<string, string>();
  const rest: string[][] = [];
  for (const list of messages) {
    const leftover: string[] = [];
    for (const message of list) {
      const { field, text } = splitFieldMessage(message);
      if (field && accepts(field) && !fieldErrors.has(field)) fieldErrors.set(field, text);
      else leftover.push(message);
    }
    if (leftover.length > 0) rest.push(leftover);
  }
  return { fieldErrors, rest };
}

/**
 * A failed save, reported: the server's field messages on the form's fields, the rest in the
 * error toast (`fallback` when every message found its field but none was placed), and an
 * error without field messages through the usual toast.
 */
export function reportSaveError<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fields: ReadonlySet<string> | ((field: string) => boolean),
  fallback: string,
): void {
  const info = apiErrorInfo(error);
  if (!info.messages) {
    notifyError(error);
    return;
  }
  const { fieldErrors, rest } = sortServerMessages(info.messages, fields);
  for (const [field, message] of fieldErrors) {
    setError(field as never, { type: "server", message });
  }
  if (rest.length > 0 || fieldErrors.size === 0) {
    notifyErrorText(rest.length > 0 ? joinMessages(rest) : fallback);
  }
}
