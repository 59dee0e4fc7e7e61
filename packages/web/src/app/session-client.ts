import type { QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { rememberTarget, tokenStore } from "@/auth/auth-store";
import { redirectQuietly } from "@/auth/quiet-redirect";
import { i18n } from "@/i18n";
import { notifyError } from "@/lib/notify";
import { createQueryClient } from "@/lib/query-client";

interface SessionClientOptions {
  /** Where the app is now (path and query), remembered for after the next sign-in. */
  currentPath: () => string;
  navigate: (to: string, options: { replace: boolean }) => void;
}

/**
 * The app's query client with spec part 1 §8's error rules: a 401 clears auth, goes to login and
 * warns "Not authorized" / "Try sign in again"; any other failure shows a toast that stays.
 */
export function createSessionQueryClient({ currentPath, navigate }: SessionClientOptions): QueryClient {
  const client: QueryClient = createQueryClient({
    hasToken: () => tokenStore.get() !== null,
    onUnauthorized: () => {
      rememberTarget(currentPath());
      redirectQuietly();
      tokenStore.set(null);
      client.removeQueries();
      navigate("/login/sign-in", { replace: true });
      toast.warning(i18n.t("messages.notAuthorized"), {
        id: "not-authorized",
        description: i18n.t("messages.trySignInAgain"),
      });
    },
    onError: notifyError,
  });
  return client;
}
