import type { AppRouter } from "@plantwise/api/router";
import { createTRPCClient, TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { vi } from "vitest";

export type FakeHandlers = Record<string, (input: unknown) => unknown>;

/** A server error as tRPC delivers it to the web app (packages/api error formatter). */
export function serverError(message: string, httpStatus: number, code: string, messages?: string[][]) {
  return new TRPCClientError(message, {
    result: { error: { message, data: { code, httpStatus, ...(messages ? { messages } : {}) } } },
  } as never);
}

/** A 422 naming its fields, one `"field: message"` text each, as a save's failed checks arrive. */
export function validationError(...messages: string[]) {
  return serverError("Validation error", 422, "BAD_REQUEST", [messages]);
}

/** A handler whose first call fails with `error`; later calls get `answer`. */
export function failingOnce(error: Error, answer: (input: unknown) => unknown) {
  return vi
    .fn()
    .mockImplementationOnce(() => {
      throw error;
    })
    .mockImplementation(answer);
}

/** A tRPC client answered by in-memory handlers keyed by procedure path ("auth.login"): no network. */
export function fakeTrpcClient(handlers: FakeHandlers) {
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        const handler = handlers[op.path];
        Promise.resolve()
          .then(() => {
            if (!handler) throw serverError(`No fake for ${op.path}`, 404, "NOT_FOUND");
            return handler(op.input);
          })
          .then((data) => {
            observer.next({ result: { type: "data", data } });
            observer.complete();
          })
          .catch((error: unknown) => {
            observer.error(error instanceof TRPCClientError ? error : TRPCClientError.from(error as Error));
          });
      });
  return createTRPCClient<AppRouter>({ links: [link] });
}
