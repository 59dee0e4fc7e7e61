import { fieldIssueText, type ValidationLanguage } from "@plantwise/shared";
import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";

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
} as const;
export type AppErrorCode = keyof typeof HTTP_STATUS;

export interface AppErrorDetails {
  /** Field messages, one list per field: `[["email: must be an e-mail address"]]` (spec §8). */
  messages?: string[][];
  /** Seconds to wait before retrying (429). */
  retryAfter?: number;
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

export interface HttpErrorBody {
  message: string;
  messages?: string[][];
}

/**
 * Turns anything thrown while serving a request into a status and a body without internals; input
 * failures are worded in `language`, the caller's.
 */
export function toHttpError(
  error: unknown,
  language: ValidationLanguage = "en",
): { status: number; body: HttpErrorBody; retryAfter?: number } {
  const cause = error instanceof TRPCError ? error.cause : undefined;
  const zod = error instanceof ZodError ? error : cause instanceof ZodError ? cause : undefined;
  if (zod)
    return { status: 422, body: { message: "Validation error", messages: zodMessages(zod, language) } };
  if (error instanceof AppError) {
    const status = HTTP_STATUS[error.code as AppErrorCode] ?? 500;
    const body: HttpErrorBody = { message: status === 500 ? "Internal server error" : error.message };
    if (error.details.messages) body.messages = error.details.messages;
    return { status, body, ...(error.details.retryAfter ? { retryAfter: error.details.retryAfter } : {}) };
  }
  if (error instanceof TRPCError) {
    const status = HTTP_STATUS[error.code as AppErrorCode] ?? 500;
    if (status === 422) return { status, body: { message: "Validation error", messages: [[error.message]] } };
    return { status, body: { message: status === 500 ? "Internal server error" : error.message } };
  }
  return { status: 500, body: { message: "Internal server error" } };
}
