import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** The six digits of a one-time code (authenticator app or SMS); the browser may fill it in. */
export function CodeInput({
  value,
  onChange,
  className,
  ...props
}: Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      spellCheck={false}
      className={cn("font-mono text-lg tracking-[0.4em]", className)}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, 6))}
      {...props}
    />
  );
}

export const CODE_LENGTH = 6;

export function isCompleteCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
