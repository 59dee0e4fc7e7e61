import { useTranslation } from "react-i18next";
import { InputField } from "@/components/ui/input-field";
import { cn } from "@/lib/utils";

/**
 * The six digits of a one-time code (authenticator app or SMS) under its label, with its message;
 * the browser may fill it in, and anything but digits is dropped as it is typed.
 */
export function CodeField({
  id,
  value,
  onChange,
  error,
  className,
  autoFocus,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
  className?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <InputField
      id={id}
      label={t("login.code")}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      spellCheck={false}
      inputClassName={cn("font-mono text-lg tracking-[0.4em]", className)}
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, 6))}
      error={error ?? undefined}
    />
  );
}

export const CODE_LENGTH = 6;

export function isCompleteCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
