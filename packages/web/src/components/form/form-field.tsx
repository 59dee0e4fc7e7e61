import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  /** Help under the control: text, or text with markup (a formula's token in <code>). */
  description?: ReactNode | undefined;
  required?: boolean | undefined;
  /** Label beside the control (checkboxes) instead of above it. */
  inline?: boolean;
  children: ReactNode;
}

/** Label, control, and the field's inline error. */
export function FormField({
  id,
  label,
  error,
  description,
  required,
  inline = false,
  children,
}: FormFieldProps) {
  return (
    <div
      className={cn(
        "flex min-w-0 gap-1.5",
        inline ? "flex-row-reverse items-center justify-end" : "flex-col",
      )}
    >
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {description && !error ? (
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function describedBy(id: string, error: unknown, description?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  return description ? `${id}-description` : undefined;
}
