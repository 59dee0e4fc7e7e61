import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useLocation } from "wouter";
import { useAuth } from "@/auth/auth-context";
import { redirectQuietly } from "@/auth/quiet-redirect";
import { useTRPC } from "@/lib/trpc";

/**
 * Spec part 1 §4: sign-out clears token and user and saved filters, goes to login and says
 * "Successfuly logout". The session is dropped locally even if the server call fails.
 */
export function useSignOut() {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { clear } = useAuth();
  const [, navigate] = useLocation();
  const logout = useMutation({ ...trpc.auth.logout.mutationOptions(), meta: { handlesErrors: true } });
  return {
    pending: logout.isPending,
    signOut: async () => {
      await logout.mutateAsync().catch(() => undefined);
      redirectQuietly();
      navigate("/login/sign-in", { replace: true });
      clear({ filters: true });
      toast.success(t("messages.logout"));
    },
  };
}
