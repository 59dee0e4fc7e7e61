import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useAuth, useAuthUser } from "@/auth/auth-context";
import { Badge } from "@/components/ui/badge";
import { PendingButton } from "@/components/ui/pending-button";
import { AuthErrorAlert } from "@/features/auth/auth-error-alert";
import { useTRPC } from "@/lib/trpc";
import { CodeStep, RESEND_SECONDS, useCooldown } from "./code-step";

/** Spec part 1 §2.4 / §4: the phone number is verified with a code sent by SMS. */
export function PhoneSection() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const { refresh } = useAuth();
  const [hint, setHint] = useState<string | null>(null);
  const [cooldown, setCooldown] = useCooldown();
  const send = useMutation({ ...trpc.auth.phoneCode.mutationOptions(), meta: { handlesErrors: true } });
  const verify = useMutation({ ...trpc.auth.phoneVerify.mutationOptions(), meta: { handlesErrors: true } });

  const sendCode = async () => {
    verify.reset();
    const result = await send.mutateAsync({}).catch(() => null);
    if (!result) return;
    setHint(result.phone_hint);
    setCooldown(RESEND_SECONDS);
  };
  const confirm = async (code: string) => {
    const result = await verify.mutateAsync({ code }).catch(() => null);
    if (!result) return;
    setHint(null);
    toast.success(t("account.phoneVerified"));
    await refresh();
  };

  return (
    <div className="flex flex-col gap-3" data-testid="phone-section">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{user.phone ?? t("account.noPhone")}</span>
        {user.phone ? (
          <Badge variant={user.phone_verified ? "normal" : "warning"} data-testid="phone-status">
            {user.phone_verified ? t("account.phoneIsVerified") : t("account.phoneNotVerified")}
          </Badge>
        ) : null}
      </div>
      {!user.phone ? <p className="text-sm text-muted-foreground">{t("account.addPhoneFirst")}</p> : null}
      {user.phone && !user.phone_verified && hint === null ? (
        <div className="flex flex-col gap-2">
          {send.isError ? <AuthErrorAlert error={send.error} data-testid="phone-send-error" /> : null}
          <div>
            <PendingButton
              size="sm"
              variant="outline"
              onClick={() => void sendCode()}
              disabled={send.isPending}
              pending={send.isPending}
            >
              {t("account.sendPhoneCode")}
            </PendingButton>
          </div>
        </div>
      ) : null}
      {hint !== null ? (
        <CodeStep
          idPrefix="phone"
          hint={t("login.smsSent", { phone: hint })}
          submitLabel={t("account.verifyPhone")}
          pending={verify.isPending}
          error={verify.error ?? send.error}
          onSubmit={(code) => void confirm(code)}
          onResend={() => void sendCode()}
          resendPending={send.isPending}
          cooldown={cooldown}
          onCancel={() => {
            setHint(null);
            verify.reset();
          }}
        />
      ) : null}
    </div>
  );
}
