import { splitFieldMessage } from "@/lib/api-error";

/**
 * Sorts the server's `messages` (`[["name: Required"], …]`, spec part 1 §8) into those that name a
 * field of this form and the rest, which go to the error toast.
 */
export function sortServerMessages(
  messages: string[][],
  fields: ReadonlySet<string>,
): { fieldErrors: Map<string, string>; rest: string[][] } {
  const fieldErrors = new Map<string, string>();
  const rest: string[][] = [];
  for (const list of messages) {
    const leftover: string[] = [];
    for (const message of list) {
      const { field, text } = splitFieldMessage(message);
      if (field && fields.has(field) && !fieldErrors.has(field)) fieldErrors.set(field, text);
      else leftover.push(message);
    }
    if (leftover.length > 0) rest.push(leftover);
  }
  return { fieldErrors, rest };
}
