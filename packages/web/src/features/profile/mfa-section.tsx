import { MESSAGES } from "@plantwise/shared";
import { useMutation } from "@tanstack/react-query";
import { LockIcon, MessageSquareIcon, SmartphoneIcon } from "lucide-react";
import QRCode from "qrcode";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useAuth, useAuthUser } from "@/auth/auth-context";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/input-field";
import { PendingButton } from "@/components/ui/pending-button";
import { Skeleton } from "@/components/ui/skeleton";
import { AuthErrorAlert } from "@/features/auth/auth-error-alert";
import { translateServerMessage } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { CodeStep, RESEND_SECONDS, useCooldown } from "./code-step";

type Step =
  | { kind: "idle" }
  | { kind: "authenticator"; secret: string; url: string }
  | { kind: "sms"; hint: string };

/** Groups a base32 secret in fours so it can be typed into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, "").replace(/(.{4})(?=.)/g, "$1 ");
}

/** Spec part 1 §2.4 and §6: enable the second factor (authenticator app or SMS) or disable it. */
export function MfaSection() {
  const { t } = useTranslation();
  const user = useAuthUser();
  return (
    <div className="flex flex-col gap-3" data-testid="mfa-section">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={user.is_mfa_enabled ? "normal" : "offline"} data-testid="mfa-status">
          {user.is_mfa_enabled ? t("profile.twoFactorOn") : t("profile.twoFactorOff")}
        </Badge>
        {user.is_mfa_enabled && user.mfa_method ? (
          <span className="text-muted-foreground">
            {user.mfa_method === "sms" ? t("account.usingSms") : t("account.usingAuthenticator")}
          </span>
        ) : null}
      </div>
      {user.is_mfa_enabled ? <DisableMfa /> : <EnableMfa />}
    </div>
  );
}

function EnableMfa() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const { refresh } = useAuth();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [cooldown, setCooldown] = useCooldown();
  const start = useMutation({ ...trpc.auth.mfa.googleCode.mutationOptions(), meta: { handlesErrors: true } });
  const confirmGoogle = useMutation({
    ...trpc.auth.mfa.googleVerify.mutationOptions(),
    meta: { handlesErrors: true },
  });
  const sendSms = useMutation({ ...trpc.auth.mfa.smsCode.mutationOptions(), meta: { handlesErrors: true } });
  const confirmSms = useMutation({
    ...trpc.auth.mfa.smsVerify.mutationOptions(),
    meta: { handlesErrors: true },
  });

  const startAuthenticator = async () => {
    sendSms.reset();
    const result = await start.mutateAsync({}).catch(() => null);
    if (result && "secret" in result)
      setStep({ kind: "authenticator", secret: result.secret, url: result.otpauth_url });
  };
  const startSms = async () => {
    start.reset();
    const result = await sendSms.mutateAsync({}).catch(() => null);
    if (!result) return;
    setStep({ kind: "sms", hint: result.phone_hint });
    setCooldown(RESEND_SECONDS);
  };
  const enabled = async () => {
    toast.success(t("account.mfaEnabled"));
    setStep({ kind: "idle" });
    await refresh();
  };
  const cancel = () => {
    setStep({ kind: "idle" });
    confirmGoogle.reset();
    confirmSms.reset();
  };

  if (step.kind === "authenticator") {
    return (
      <div className="flex flex-col gap-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          <li>{t("account.scanStep")}</li>
          <li>{t("account.codeStep")}</li>
        </ol>
        <div className="flex flex-wrap items-start gap-4">
          <QrCode value={step.url} label={t("account.qrLabel")} />
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            <span className="text-muted-foreground">{t("account.manualEntry")}</span>
            <code
              className="break-all rounded bg-muted px-2 py-1 font-mono text-sm"
              data-testid="totp-secret"
            >
              {groupSecret(step.secret)}
            </code>
          </div>
        </div>
        <CodeStep
          idPrefix="totp"
          hint={t("login.authenticatorHelp")}
          submitLabel={t("account.confirmEnable")}
          pending={confirmGoogle.isPending}
          error={confirmGoogle.error}
          onSubmit={(code) =>
            void confirmGoogle
              .mutateAsync({ code })
              .then(enabled)
              .catch(() => null)
          }
          onCancel={cancel}
        />
      </div>
    );
  }
  if (step.kind === "sms") {
    return (
      <CodeStep
        idPrefix="mfa-sms"
        hint={t("login.smsSent", { phone: step.hint })}
        submitLabel={t("account.confirmEnable")}
        pending={confirmSms.isPending}
        error={confirmSms.error ?? sendSms.error}
        onSubmit={(code) =>
          void confirmSms
            .mutateAsync({ code })
            .then(enabled)
            .catch(() => null)
        }
        onResend={() => void startSms()}
        resendPending={sendSms.isPending}
        cooldown={cooldown}
        onCancel={cancel}
      />
    );
  }
  const error = start.error ?? sendSms.error;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t("account.mfaIntro")}</p>
      {error ? <AuthErrorAlert error={error} data-testid="mfa-start-error" /> : null}
      <div className="flex flex-wrap gap-2">
        <PendingButton
          size="sm"
          onClick={() => void startAuthenticator()}
          disabled={start.isPending}
          pending={start.isPending}
          icon={<SmartphoneIcon aria-hidden="true" />}
        >
          {t("account.useAuthenticator")}
        </PendingButton>
        <PendingButton
          size="sm"
          variant="outline"
          onClick={() => void startSms()}
          disabled={!user.phone_verified || sendSms.isPending}
          aria-describedby={user.phone_verified ? undefined : "mfa-sms-needs-phone"}
          pending={sendSms.isPending}
          icon={<MessageSquareIcon aria-hidden="true" />}
        >
          {t("account.useSms")}
        </PendingButton>
      </div>
      {!user.phone_verified ? (
        <p id="mfa-sms-needs-phone" className="text-xs text-muted-foreground">
          {t("account.smsNeedsPhone")}
        </p>
      ) : null}
    </div>
  );
}

function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(value, { margin: 1, width: 176, errorCorrectionLevel: "M" })
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => {
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [value]);
  if (!src) return <Skeleton className="size-44" />;
  return (
    <img
      src={src}
      alt={label}
      width={176}
      height={176}
      className="rounded-md border bg-white p-1"
      data-testid="totp-qr"
    />
  );
}

function DisableMfa() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const { refresh } = useAuth();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const disable = useMutation({ ...trpc.auth.mfa.disable.mutationOptions(), meta: { handlesErrors: true } });

  if (!user.can_disable_mfa) {
    // Spec part 1 §6 / §8: a forced-MFA role blocks disabling it, said in the spec's words.
    return (
      <Alert variant="info" data-testid="mfa-forced">
        <LockIcon aria-hidden="true" />
        <AlertDescription>{translateServerMessage(MESSAGES.mfaForced)}</AlertDescription>
      </Alert>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await disable.mutateAsync({ password }).catch(() => null);
    if (!result) return;
    toast.success(t("account.mfaDisabled"));
    setOpen(false);
    setPassword("");
    await refresh();
  };
  if (!open) {
    return (
      <div>
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          {t("account.disableMfa")}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t("account.disableConfirm")}</p>
      {disable.isError ? <AuthErrorAlert error={disable.error} data-testid="mfa-disable-error" /> : null}
      <input type="email" hidden readOnly autoComplete="username" value={user.email} />
      <InputField
        id="mfa-disable-password"
        className="flex max-w-xs flex-col gap-1.5"
        label={t("auth.password")}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex gap-2">
        <PendingButton
          type="submit"
          size="sm"
          variant="destructive"
          disabled={disable.isPending || password === ""}
          pending={disable.isPending}
        >
          {t("account.disableMfa")}
        </PendingButton>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => {
            setOpen(false);
            disable.reset();
          }}
        >
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
