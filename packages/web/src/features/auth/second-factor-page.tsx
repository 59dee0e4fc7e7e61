import type { SecondFactorMethod } from "@plantwise/shared";
import { MFA_TRUST_DAYS } from "@plantwise/shared";
import { useMutation } from "@tanstack/react-query";
import { MessageSquareIcon, SmartphoneIcon } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Redirect, useLocation } from "wouter";
import {
  completeSignIn,
  type PendingSecondFactor,
  secondFactorStore,
  takeRememberedTarget,
} from "@/auth/auth-store";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { PendingButton } from "@/components/ui/pending-button";
import { useStore } from "@/lib/store";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { AuthCard, AuthForm } from "./auth-card";
import { AuthErrorAlert } from "./auth-error-alert";
import { BackToSignIn } from "./back-to-sign-in";
import { CodeField, isCompleteCode } from "./code-input";

/** Seconds before another SMS code may be asked for. */
export const SMS_RESEND_SECONDS = 30;

/** The second step of a sign-in with MFA (spec part 1 §2.1, §4): authenticator or SMS code. */
export function SecondFactorPage() {
  const pending = useStore(secondFactorStore);
  if (!pending) return <Redirect to="/login/sign-in" replace />;
  return <SecondFactorForm pending={pending} />;
}

function useCountdown(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [until]);
  const left = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return [
    left,
    (seconds) => {
      setNow(Date.now());
      setUntil(Date.now() + seconds * 1000);
    },
  ];
}

function SecondFactorForm({ pending }: { pending: PendingSecondFactor }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const [method, setMethod] = useState<SecondFactorMethod>(
    pending.methods.includes("authenticator") ? "authenticator" : (pending.methods[0] ?? "authenticator"),
  );
  const [code, setCode] = useState("");
  const [trust, setTrust] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [phoneHint, setPhoneHint] = useState<string | null>(null);
  const [cooldown, startCooldown] = useCountdown();

  const sendSms = useMutation({ ...trpc.auth.mfa.smsCode.mutationOptions(), meta: { handlesErrors: true } });
  const verifyGoogle = useMutation({
    ...trpc.auth.mfa.googleVerify.mutationOptions(),
    meta: { handlesErrors: true },
  });
  const verifySms = useMutation({
    ...trpc.auth.mfa.smsVerify.mutationOptions(),
    meta: { handlesErrors: true },
  });
  const verify = method === "sms" ? verifySms : verifyGoogle;
  const error = verify.error ?? (method === "sms" ? sendSms.error : null);

  const switchTo = (next: SecondFactorMethod) => {
    setMethod(next);
    setCode("");
    setCodeError(null);
    verifyGoogle.reset();
    verifySms.reset();
  };

  const requestSms = async () => {
    const result = await sendSms.mutateAsync({ challenge: pending.challenge }).catch(() => null);
    if (!result) return;
    setPhoneHint(result.phone_hint);
    startCooldown(SMS_RESEND_SECONDS);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code)) {
      setCodeError(t("login.codeInvalid"));
      return;
    }
    setCodeError(null);
    const input = { code, challenge: pending.challenge, trust_device: trust };
    const result = await verify.mutateAsync(input).catch(() => null);
    if (!result || !("token" in result)) return;
    toast.dismiss("not-authorized");
    completeSignIn(result);
    navigate(takeRememberedTarget() ?? "/dashboard", { replace: true });
  };

  const back = () => {
    secondFactorStore.set(null);
  };

  const busy = verify.isPending;
  return (
    <AuthCard
      title={t("login.secondFactorTitle")}
      description={method === "authenticator" ? t("login.authenticatorHelp") : t("login.smsHelp")}
    >
      <AuthForm onSubmit={(event) => void onSubmit(event)} label={t("login.secondFactorTitle")}>
        {pending.methods.length > 1 ? (
          <fieldset className="grid grid-cols-2 gap-1 rounded-md border-0 bg-muted p-1">
            <legend className="sr-only">{t("login.methodLabel")}</legend>
            {pending.methods.map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={method === m}
                onClick={() => switchTo(m)}
                data-testid={`method-${m}`}
                className={cn(
                  "flex items-center justify-center gap-1.5 rounded-sm px-2 py-1.5 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring",
                  method === m ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {m === "authenticator" ? (
                  <SmartphoneIcon className="size-4" aria-hidden="true" />
                ) : (
                  <MessageSquareIcon className="size-4" aria-hidden="true" />
                )}
                {m === "authenticator" ? t("login.methodAuthenticator") : t("login.methodSms")}
              </button>
            ))}
          </fieldset>
        ) : null}

        {error ? <AuthErrorAlert error={error} data-testid="second-factor-error" /> : null}

        {method === "sms" ? (
          <div className="flex flex-col gap-2 rounded-md border p-3 text-sm">
            {phoneHint ? (
              <p data-testid="sms-sent" aria-live="polite">
                {t("login.smsSent", { phone: phoneHint })}
              </p>
            ) : (
              <p className="text-muted-foreground">{t("login.smsNotSent")}</p>
            )}
            <PendingButton
              type="button"
              variant="outline"
              size="sm"
              onClick={() => void requestSms()}
              disabled={sendSms.isPending || cooldown > 0}
              pending={sendSms.isPending}
            >
              {cooldown > 0
                ? t("login.resendIn", { count: cooldown })
                : phoneHint
                  ? t("login.resendCode")
                  : t("login.sendCode")}
            </PendingButton>
          </div>
        ) : null}

        <CodeField id="second-factor-code" autoFocus value={code} onChange={setCode} error={codeError} />

        <div className="flex items-center gap-2">
          <Checkbox
            id="second-factor-trust"
            checked={trust}
            onCheckedChange={(value) => setTrust(value === true)}
          />
          <Label htmlFor="second-factor-trust" className="font-normal">
            {t("login.trustDevice", { days: MFA_TRUST_DAYS })}
          </Label>
        </div>

        <PendingButton type="submit" disabled={busy} pending={busy} className="w-full">
          {busy ? t("login.verifying") : t("login.verify")}
        </PendingButton>
        <BackToSignIn label={t("login.backToSignIn")} onClick={back} />
      </AuthForm>
    </AuthCard>
  );
}
