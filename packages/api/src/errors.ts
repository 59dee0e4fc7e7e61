import {
  fieldIssueText,
  serverMessagesText,
  serverMessageText,
  type ValidationLanguage,
} from "@plantwise/shared";
import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";

/** A request path whose percent-escapes do not decode (`%E0%A4%A`, a lone `%`). */
export const MALFORMED_PATH = "Malformed path: a percent-escape does not decode";

/** The error codes the product uses, each with exactly one HTTP status (ARCHITECTURE.md, REST facade). */
export const HTTP_STATUS = {
  BAD_REQUEST: 422,
  UNPROCESSABLE_CONTENT: 422,
  PARSE_ERROR: 422,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type AppErrorCode = keyof typeof HTTP_STATUS;

export interface AppErrorDetails {
  /** Field messages, one list per field: `[["email: must be an e-mail address"]]` (spec §8). */
  messages?: string[][];
  /** Seconds to wait before retrying (429). */
  retryAfter?: number;
  /** A validation failure the procedure found itself: `messages` are reworded per reader from it. */
  issues?: ZodError;
}

/**
 * The one error the code throws on purpose. It is a TRPCError, so tRPC carries it to the web app
 * unchanged, and the REST facade maps it through HTTP_STATUS.
 */
export class AppError extends TRPCError {
  readonly details: AppErrorDetails;
  constructor(code: AppErrorCode, message: string, details: AppErrorDetails = {}) {
    super({ code: code === "PAYLOAD_TOO_LARGE" ? "PAYLOAD_TOO_LARGE" : code, message });
    this.details = details;
  }
}

/**
 * `["email: Enter a valid e-mail address"]` lists, one per issue, as spec §8's `messages`: the
 * field's path and the rule it broke, worded for a reader of `language` (never zod's own English).
 */
export function zodMessages(error: ZodError, language: ValidationLanguage = "en"): string[][] {
  return error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join(".") : "input";
    return [`${field}: ${fieldIssueText(issue, language)}`];
  });
}

/** 422 "Validation error" for a schema a procedure checks itself, worded per reader like any 422. */
export function validationFailed(error: ZodError): AppError {
  return new AppError("BAD_REQUEST", "Validation error", { messages: zodMessages(error), issues: error });
}

/**
 * An AppError's message and field messages for a reader of `language`: the English the code wrote,
 * or its Spanish from the shared catalogue (`serverMessageText`); field names stay as they are.
 */
export function appErrorText(
  error: AppError,
  language: ValidationLanguage = "en",
): { message: string; messages?: string[][] } {
  const message = serverMessageText(error.message, language);
  const { issues, messages } = error.details;
  if (issues) return { message, messages: zodMessages(issues, language) };
  return messages ? { message, messages: serverMessagesText(messages, language) } : { message };
}

export interface HttpErrorBody {
  message: string;
  messages?: string[][];
}

/**
 * Turns anything thrown while serving a request into a status and a body without internals, worded
 * in `language`, the caller's.
 */
export function toHttpError(
  error: unknown,
  language: ValidationLanguage = "en",
): { status: number; body: HttpErrorBody; retryAfter?: number } {
  const cause = error instanceof TRPCError ? error.cause : undefined;
  const zod = error instanceof ZodError ? error : cause instanceof ZodError ? cause : undefined;
  const say = (message: string) => serverMessageText(message, language);
  if (zod)
    return { status: 422, body: { message: say("Validation error"), messages: zodMessages(zod, language) } };
  if (error instanceof AppError) {
    const status = HTTP_STATUS[error.code as AppErrorCode] ?? 500;
    const body: HttpErrorBody =
      status === 500 ? { message: say("Internal server error") } : appErrorText(error, language);
    return { status, body, ...(error.details.retryAfter ? { retryAfter: error.details.retryAfter } : {}) };
  }
  if (error instanceof TRPCError) {
    const status = HTTP_STATUS[error.code as AppErrorCode] ?? 500;
    if (status === 422)
      return { status, body: { message: say("Validation error"), messages: [[say(error.message)]] } };
    return { status, body: { message: say(status === 500 ? "Internal server error" : error.message) } };
  }
  // Express flags a path parameter it cannot decode (a URIError), and body-parser its refusals,
  // with a 4xx status: the client's mistake, answered as one, without internals.
  if (error instanceof URIError) return { status: 400, body: { message: say(MALFORMED_PATH) } };
  const flagged = (error as { status?: unknown } | null)?.status;
  if (typeof flagged === "number" && flagged >= 400 && flagged < 500) {
    return { status: flagged, body: { message: say("Bad request") } };
  }
  return { status: 500, body: { message: say("Internal server error") } };
}
