import type { ReactNode } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { EntityForm } from "@/components/form/entity-form";
import { FormDialog } from "@/components/form/form-dialog";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Receives the saved record's id. */
  onSaved?: (id: number) => void;
}

/** One level's form in a dialog; it closes once saved and hands the record's id on. */
export function LevelFormDialog<TSchema extends z.ZodType<FieldValues, FieldValues>>({
  open,
  onOpenChange,
  onSaved,
  title,
  itemLabel,
  id,
  schema,
  defaults,
  save,
  children,
}: DialogProps & {
  title: string;
  itemLabel: string;
  id: number | null;
  schema: TSchema;
  defaults: DefaultValues<z.input<TSchema>>;
  save: (values: z.output<TSchema>, id: number | null) => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={title}>
      <EntityForm
        schema={schema}
        id={id}
        itemLabel={itemLabel}
        defaultValues={defaults}
        onSubmit={(values) => save(values, id)}
        onSaved={(result) => {
          onOpenChange(false);
          onSaved?.((result as { id: number }).id);
        }}
      >
        {children}
      </EntityForm>
    </FormDialog>
  );
}
