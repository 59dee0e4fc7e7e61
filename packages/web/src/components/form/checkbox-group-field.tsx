import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { describedBy } from "./form-field";
import { useControlledField } from "./use-field";

export interface CheckboxOption {
  value: string;
  label: string;
}

/** A group of checkboxes editing an array of values (menu sections, notifiable users). */
export function CheckboxGroupField({
  name,
  label,
  options,
  description,
  emptyText,
  parse = (v) => v,
}: {
  name: string;
  label: string;
  options: readonly CheckboxOption[];
  description?: string | undefined;
  emptyText?: string | undefined;
  /** Turns an option's value back into the array's element (ids are numbers). */
  parse?: (value: string) => string | number;
}) {
  const { id, error, field } = useControlledField(name);
  const current = new Set(((field.value as (string | number)[] | null) ?? []).map(String));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy(id, error, description)}>
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {description && !error ? (
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {options.length === 0 && emptyText ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {options.map((option) => {
            const optionId = `${id}-${option.value}`;
            return (
              <div key={option.value} className="flex items-center gap-2">
                <Checkbox
                  id={optionId}
                  checked={current.has(option.value)}
                  onCheckedChange={(checked) => {
                    const next = new Set(current);
                    if (checked === true) next.add(option.value);
                    else next.delete(option.value);
                    field.onChange(options.filter((o) => next.has(o.value)).map((o) => parse(o.value)));
                  }}
                />
                <Label htmlFor={optionId} className="font-normal">
                  {option.label}
                </Label>
              </div>
            );
          })}
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
