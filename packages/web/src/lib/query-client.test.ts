import { TRPCClientError } from "@trpc/client";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client";

const failure = (httpStatus: number, code: string) =>
  new TRPCClientError("failed", { result: { error: { data: { httpStatus, code } } } } as never);

function setup(hasToken: boolean) {
  const handlers = { onUnauthorized: vi.fn(), onError: vi.fn(), hasToken: () => hasToken };
  return { handlers, client: createQueryClient(handlers) };
}

async function failQuery(
  client: ReturnType<typeof createQueryClient>,
  error: unknown,
  handlesErrors = false,
) {
  await client
    .fetchQuery({
      queryKey: [Math.random()],
      queryFn: () => Promise.reject(error),
      retry: false,
      meta: { handlesErrors },
    })
    .catch(() => undefined);
}

describe("createQueryClient (spec part 1 §8)", () => {
  it("treats a 401 while signed in as an expired session, not as an error toast", async () => {
    const { client, handlers } = setup(true);
    await failQuery(client, failure(401, "UNAUTHORIZED"));
    expect(handlers.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(handlers.onError).not.toHaveBeenCalled();
  });

  it("leaves a 401 without a token (a failed sign-in) to the form", async () => {
    const { client, handlers } = setup(false);
    await failQuery(client, failure(401, "UNAUTHORIZED"));
    expect(handlers.onUnauthorized).not.toHaveBeenCalled();
    expect(handlers.onError).not.toHaveBeenCalled();
  });

  it("reports other failures unless the caller handles them", async () => {
    const { client, handlers } = setup(true);
    await failQuery(client, failure(403, "FORBIDDEN"));
    expect(handlers.onError).toHaveBeenCalledTimes(1);
    await failQuery(client, failure(404, "NOT_FOUND"), true);
    expect(handlers.onError).toHaveBeenCalledTimes(1);
  });

  it("does the same for mutations", async () => {
    const { client, handlers } = setup(true);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(failure(500, "INTERNAL_SERVER_ERROR")),
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(handlers.onError).toHaveBeenCalledTimes(1);
  });
});
