import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { describedBy, FormField } from "./form-field";
import { useField } from "./use-field";

export interface NumberFieldProps extends Omit<ComponentProps<"input">, "name" | "id" | "type"> {
  name: string;
  label: string;
  description?: string;
  /** Shown after the input (mm/s, °C, …). */
  unit?: string;
}

/** A number input; an empty box is `undefined`, anything else goes through Number(). */
export function NumberField({ name, label, description, unit, required, ...props }: NumberFieldProps) {
  const { form, id, error } = useField(name);
  return (
    <FormField id={id} label={label} error={error} description={description} required={required}>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          className="text-right tabular-nums"
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(id, error, description)}
          {...props}
          {...form.register(name, {
            setValueAs: (value: unknown) =>
              value === "" || value === null || value === undefined ? undefined : Number(value),
          })}
        />
        {unit ? <span className="text-sm text-muted-foreground">{unit}</span> : null}
      </div>
    </FormField>
  );
}
