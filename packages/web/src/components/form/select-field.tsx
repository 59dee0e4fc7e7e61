import { useTranslation } from "react-i18next";
import { SelectBox, type SelectOption } from "@/components/ui/select-box";
import { describedBy, FormField } from "./form-field";
import { useControlledField } from "./use-field";

export type { SelectOption };

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  description?: string;
  required?: boolean;
  placeholder?: string;
  /** Turn the chosen string back into the form's value (ids are numbers, say). */
  parse?: (value: string) => unknown;
  /** A stable handle on the select for end-to-end tests. */
  testId?: string;
}

export function SelectField({
  name,
  label,
  options,
  description,
  required,
  placeholder,
  parse,
  testId,
}: SelectFieldProps) {
  const { t } = useTranslation();
  const { id, error, field } = useControlledField(name);
  return (
    <FormField id={id} label={label} error={error} description={description} required={required}>
      <SelectBox
        id={id}
        ref={field.ref}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, description)}
        value={field.value === undefined || field.value === null ? "" : String(field.value)}
        options={options}
        onChange={(value) => field.onChange(parse ? parse(value) : value)}
        placeholder={placeholder ?? t("form.selectPlaceholder")}
        data-testid={testId}
      />
    </FormField>
  );
}
