import type { AppRouter } from "@plantwise/api/router";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { deviceTokenStore, tokenStore } from "@/auth/auth-store";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** Headers every call carries (spec part 1 §7). */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Requested-With": "XMLHttpRequest",
    "X-Timezone-Offset": String(new Date().getTimezoneOffset()),
  };
  const token = tokenStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  const deviceToken = deviceTokenStore.get();
  if (deviceToken) headers["X-Device-Token"] = deviceToken;
  return headers;
}

export function createApiClient(url = "/trpc") {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url, headers: requestHeaders })],
  });
}
