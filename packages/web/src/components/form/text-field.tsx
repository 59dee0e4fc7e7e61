import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { describedBy, FormField } from "./form-field";
import { useField } from "./use-field";

export interface TextFieldProps extends Omit<ComponentProps<"input">, "name" | "id"> {
  name: string;
  label: string;
  description?: ReactNode;
}

export function TextField({ name, label, description, required, type = "text", ...props }: TextFieldProps) {
  const { form, id, error } = useField(name);
  return (
    <FormField id={id} label={label} error={error} description={description} required={required}>
      <Input
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, description)}
        {...props}
        {...form.register(name)}
      />
    </FormField>
  );
}
