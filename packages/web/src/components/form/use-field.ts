import { useId } from "react";
import { get, useController, useFormContext } from "react-hook-form";

/** Field id, its current error message, and the form context. */
export function useField(name: string) {
  const form = useFormContext();
  const id = `field-${name.replace(/\W/g, "-")}-${useId().replace(/[^\w-]/g, "")}`;
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return { form, id, error: error?.message };
}

/** A field whose control the form drives (a checkbox, a select): its id, error, value and handlers. */
export function useControlledField(name: string) {
  const { form, id, error } = useField(name);
  const { field } = useController({ control: form.control, name });
  return { id, error, field };
}
