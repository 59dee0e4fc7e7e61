import type { ComponentProps, ReactNode } from "react";
import { Input } from "./input";
import { Label } from "./label";

export interface InputFieldProps extends Omit<ComponentProps<"input">, "id" | "className"> {
  id: string;
  label: ReactNode;
  /** On the label's line, at its right (a "Forgot password?" link). */
  labelAside?: ReactNode;
  /** The field's message, shown under it and tied to it by aria-describedby. */
  error?: string | undefined;
  errorTestId?: string;
  /** Ids of other text describing the input, read before the error. */
  describedBy?: string;
  /** Written after the box (mm/s, %, min); an empty one still keeps its room, so boxes line up. */
  unit?: string;
  /** Smaller label and unit, for forms of many fields side by side. */
  dense?: boolean;
  className?: string;
  inputClassName?: string;
  /** Shown under the field's message. */
  children?: ReactNode;
}

/** A plain input with its label above and its message under it, for forms not bound to a form library. */
export function InputField({
  id,
  label,
  labelAside,
  error,
  errorTestId,
  describedBy,
  unit,
  dense = false,
  className,
  inputClassName,
  children,
  ...input
}: InputFieldProps) {
  const errorId = `${id}-error`;
  const labelNode = (
    <Label htmlFor={id} className={dense ? "text-xs" : undefined}>
      {label}
    </Label>
  );
  const box = (
    <Input
      id={id}
      className={inputClassName}
      aria-invalid={error ? true : undefined}
      aria-describedby={[describedBy, error ? errorId : null].filter(Boolean).join(" ") || undefined}
      {...input}
    />
  );
  return (
    <div className={className ?? (dense ? "flex flex-col gap-1" : "flex flex-col gap-1.5")}>
      {labelAside ? (
        <div className="flex items-center justify-between">
          {labelNode}
          {labelAside}
        </div>
      ) : (
        labelNode
      )}
      {unit === undefined ? (
        box
      ) : (
        <div className="flex items-center gap-2">
          {box}
          <span
            className={
              dense
                ? "w-10 shrink-0 text-xs text-muted-foreground"
                : "w-12 shrink-0 text-sm text-muted-foreground"
            }
          >
            {unit}
          </span>
        </div>
      )}
      {error ? (
        <p id={errorId} className="text-xs text-destructive" data-testid={errorTestId}>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
