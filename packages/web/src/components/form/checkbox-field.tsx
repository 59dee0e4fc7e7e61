import { Checkbox } from "@/components/ui/checkbox";
import { describedBy, FormField } from "./form-field";
import { useControlledField } from "./use-field";

export interface CheckboxFieldProps {
  name: string;
  label: string;
  description?: string;
}

export function CheckboxField({ name, label, description }: CheckboxFieldProps) {
  const { id, error, field } = useControlledField(name);
  return (
    <FormField id={id} label={label} error={error} description={description} inline>
      <Checkbox
        id={id}
        ref={field.ref}
        checked={field.value === true}
        onCheckedChange={(checked) => field.onChange(checked === true)}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, description)}
      />
    </FormField>
  );
}

/** A checkbox with its explanation under it (the field's description sits beside it). */
export function CheckboxWithHelp({ name, label, help }: { name: string; label: string; help: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <CheckboxField name={name} label={label} />
      <p className="pl-6 text-xs text-muted-foreground">{help}</p>
    </div>
  );
}
