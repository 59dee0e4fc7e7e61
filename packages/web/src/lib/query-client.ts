import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isUnauthorized } from "./api-error";

export interface QueryErrorHandlers {
  /** A 401 while signed in: the session is gone (spec part 1 §8). */
  onUnauthorized: () => void;
  /** Any other failure nobody handled locally. */
  onError: (error: unknown) => void;
  /** Whether a token is present; a 401 without one is a failed sign-in, handled by its form. */
  hasToken: () => boolean;
}

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: { handlesErrors?: boolean };
    queryMeta: { handlesErrors?: boolean };
  }
}

export function createQueryClient(handlers: QueryErrorHandlers): QueryClient {
  const handle = (error: unknown, handledLocally: boolean) => {
    if (isUnauthorized(error)) {
      if (handlers.hasToken()) handlers.onUnauthorized();
      return;
    }
    if (!handledLocally) handlers.onError(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => handle(error, query.meta?.handlesErrors === true),
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => handle(error, mutation.meta?.handlesErrors === true),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !isUnauthorized(error) && count < 1 && !isClientError(error),
      },
    },
  });
}

function isClientError(error: unknown): boolean {
  const status = (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
  return typeof status === "number" && status >= 400 && status < 500;
}
