import { PlusIcon, Trash2Icon } from "lucide-react";
import { type FieldValues, useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { type FieldSpec, FormFields } from "./form-fields";
import { IconButton } from "./icon-button";

/**
 * An array field edited as rows of fields (a distributor's locations, a part number's
 * specifications): rows added and removed in place, saved with the form.
 */
export function RowsField<TRow extends FieldValues>({
  name,
  legend,
  emptyText,
  fields,
  grid,
  blank,
  addLabel,
  removeLabel,
  rowTestId,
}: {
  name: string;
  legend: string;
  emptyText: string;
  /** The fields of row `index`, named `${name}.${index}.…`. */
  fields: (index: number) => FieldSpec[];
  /** The row's grid template on wider screens, the remove button last. */
  grid: string;
  blank: TRow;
  addLabel: string;
  /** The remove button's name, from the row's values as they are now. */
  removeLabel: (row: TRow, index: number) => string;
  rowTestId: string;
}) {
  const { control, getValues } = useFormContext();
  const rows = useFieldArray({ control, name, keyName: "key" });
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {rows.fields.length === 0 ? <p className="text-sm text-muted-foreground">{emptyText}</p> : null}
      {rows.fields.map((field, index) => (
        <div
          key={field.key}
          className={cn("grid grid-cols-1 items-start gap-3 rounded-md border p-3", grid)}
          data-testid={rowTestId}
        >
          <FormFields fields={fields(index)} />
          <IconButton
            icon={Trash2Icon}
            className="md:mt-6"
            label={removeLabel(getValues(`${name}.${index}`) as TRow, index)}
            onClick={() => rows.remove(index)}
          />
        </div>
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => rows.append(blank)}>
          <PlusIcon aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
