import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { PendingButton } from "@/components/ui/pending-button";
import { AuthErrorAlert } from "@/features/auth/auth-error-alert";
import { CodeField, isCompleteCode } from "@/features/auth/code-input";

/** Seconds before another SMS code may be asked for. */
export const RESEND_SECONDS = 30;

export function useCooldown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

interface CodeStepProps {
  idPrefix: string;
  /** What was sent where, or how to read the code. */
  hint: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (code: string) => void;
  /** Asks for another SMS code; absent for authenticator codes. */
  onResend?: () => void;
  resendPending?: boolean;
  cooldown?: number;
  onCancel: () => void;
}

/** Enter a 6-digit code (authenticator or SMS), with the server's message when it is wrong. */
export function CodeStep({
  idPrefix,
  hint,
  submitLabel,
  pending,
  error,
  onSubmit,
  onResend,
  resendPending = false,
  cooldown = 0,
  onCancel,
}: CodeStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSubmit(code);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid={`${idPrefix}-step`}>
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid={`${idPrefix}-hint`}>
        {hint}
      </p>
      {error ? <AuthErrorAlert error={error} data-testid={`${idPrefix}-error`} /> : null}
      <CodeField
        id={`${idPrefix}-code`}
        className="max-w-48"
        autoFocus
        value={code}
        onChange={setCode}
        error={invalid ? t("login.codeInvalid") : null}
      />
      <div className="flex flex-wrap gap-2">
        <PendingButton type="submit" size="sm" disabled={pending} pending={pending}>
          {submitLabel}
        </PendingButton>
        {onResend ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={onResend}
            disabled={resendPending || cooldown > 0}
          >
            {cooldown > 0 ? t("login.resendIn", { count: cooldown }) : t("login.resendCode")}
          </Button>
        ) : null}
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
