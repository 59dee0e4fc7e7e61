import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { describedBy, FormField } from "./form-field";
import { useField } from "./use-field";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  description?: string;
  required?: boolean;
  placeholder?: string;
  /** Turn the chosen string back into the form's value (ids are numbers, say). */
  parse?: (value: string) => unknown;
}

export function SelectField({
  name,
  label,
  options,
  description,
  required,
  placeholder,
  parse,
}: SelectFieldProps) {
  const { t } = useTranslation();
  const { form, id, error } = useField(name);
  return (
    <FormField id={id} label={label} error={error} description={description} required={required}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select
            value={field.value === undefined || field.value === null ? "" : String(field.value)}
            onValueChange={(value) => field.onChange(parse ? parse(value) : value)}
          >
            <SelectTrigger
              id={id}
              ref={field.ref}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, error, description)}
            >
              <SelectValue placeholder={placeholder ?? t("form.selectPlaceholder")} />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}
