import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo } from "react";
import { languageCodeFor, setLanguage, storedLanguage } from "@/i18n";
import { isUnauthorized } from "@/lib/api-error";
import { clearSavedFilters } from "@/lib/storage";
import { useTRPC } from "@/lib/trpc";
import { AuthContext, type AuthContextValue, type AuthState } from "./auth-context";
import { tokenStore, useToken } from "./auth-store";

/** Holds the session: the stored token and the auth user fetched with it. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const token = useToken();
  const userQuery = useQuery({
    ...trpc.auth.user.queryOptions(undefined, { enabled: token !== null }),
    staleTime: 5 * 60_000,
  });
  const user = token ? userQuery.data?.user : undefined;
  const failed = token !== null && !user && userQuery.isError && !isUnauthorized(userQuery.error);
  const retry = userQuery.refetch;

  // The interface follows the user's language until they pick one in this browser.
  useEffect(() => {
    if (user && storedLanguage() === null) {
      const code = languageCodeFor(user.language);
      if (document.documentElement.lang !== code) setLanguage(code, { persist: false });
    }
  }, [user]);

  const clear = useCallback<AuthContextValue["clear"]>(
    (options) => {
      tokenStore.set(null);
      // Nothing fetched for this user may be shown to the next one.
      queryClient.removeQueries();
      if (options?.filters) clearSavedFilters();
    },
    [queryClient],
  );

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.auth.user.queryKey() });
  }, [queryClient, trpc]);

  const signIn = useCallback((next: string) => tokenStore.set(next), []);

  const value = useMemo<AuthContextValue>(() => {
    const state: AuthState = !token
      ? { status: "signed_out" }
      : user
        ? { status: "signed_in", user }
        : failed
          ? { status: "error", retry: () => void retry() }
          : { status: "loading" };
    return { state, signIn, clear, refresh };
  }, [token, user, failed, retry, signIn, clear, refresh]);
  return <AuthContext value={value}>{children}</AuthContext>;
}
