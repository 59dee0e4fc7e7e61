import { TRPCClientError } from "@trpc/client";

/** The error data the server's formatter adds (packages/api/src/trpc.ts). */
interface ServerErrorData {
  code?: string;
  httpStatus?: number;
  messages?: string[][];
}

export interface ApiErrorInfo {
  status: number | null;
  code: string | null;
  /** The server's own message, when the server answered with one. */
  message: string | null;
  /** Field messages, one list per field (spec part 1 §8). */
  messages: string[][] | null;
}

export function apiErrorInfo(error: unknown): ApiErrorInfo {
  if (error instanceof TRPCClientError) {
    const data = (error.data ?? null) as ServerErrorData | null;
    // Without server data the request never got a proper answer (network, proxy, HTML page).
    if (!data) return { status: null, code: null, message: null, messages: null };
    return {
      status: data.httpStatus ?? null,
      code: data.code ?? null,
      message: error.message || null,
      messages: Array.isArray(data.messages) && data.messages.length > 0 ? data.messages : null,
    };
  }
  return { status: null, code: null, message: null, messages: null };
}

export function isUnauthorized(error: unknown): boolean {
  const info = apiErrorInfo(error);
  return info.status === 401 || info.code === "UNAUTHORIZED";
}

/** `[["a", "b"], ["c"]]` → `"a, b. c."`: each list joined with commas and ending in a period. */
export function joinMessages(messages: string[][]): string {
  return messages
    .map((list) => list.join(", ").trim())
    .filter((line) => line.length > 0)
    .map((line) => (line.endsWith(".") ? line : `${line}.`))
    .join(" ");
}

/** Splits `"email: must be an e-mail"` into its field and text, as the server formats zod issues. */
export function splitFieldMessage(message: string): { field: string | null; text: string } {
  const match = /^([A-Za-z0-9_.]+):\s+(.*)$/.exec(message);
  if (!match) return { field: null, text: message };
  return { field: match[1] ?? null, text: match[2] ?? message };
}

/** The server's field messages by field name, the first for each (`graphs.0.sensor_id` keeps its path). */
export function fieldMessageMap(error: unknown): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of apiErrorInfo(error).messages?.flat() ?? []) {
    const { field, text } = splitFieldMessage(m);
    if (field && !out.has(field)) out.set(field, text);
  }
  return out;
}
