/**
 * Form fields described as data. A form lists `FieldSpec`s (a text field unless `kind` says
 * otherwise) and `FormFields` renders them with the shared field components, in a grid of
 * `columns` on wider screens or one under the other:
 *
 *   <FormFields columns={2} fields={[
 *     { name: "name", label: t("library.name"), required: true },
 *     { kind: "select", name: "brand_id", label: t("…brand"), options: brands, parse: Number },
 *     { kind: "number", name: "rated_rpm", label: t("…ratedRpm"), unit: "RPM", min: 0, step: "any" },
 *   ]} />
 */
import { Fragment, type ReactNode } from "react";
import { CheckboxField, type CheckboxFieldProps, CheckboxWithHelp } from "./checkbox-field";
import { CheckboxGroupField } from "./checkbox-group-field";
import { NumberField, type NumberFieldProps } from "./number-field";
import { SelectField, type SelectFieldProps } from "./select-field";
import { TextField, type TextFieldProps } from "./text-field";

export type FieldSpec = (
  | ({ kind?: "text" } & TextFieldProps)
  | ({ kind: "number" } & NumberFieldProps)
  | ({ kind: "select" } & SelectFieldProps)
  | ({ kind: "checkbox"; help?: string } & CheckboxFieldProps)
  | ({ kind: "checkboxes" } & Parameters<typeof CheckboxGroupField>[0])
  /** Anything else in the grid's flow (a read-only value, a field of its own kind). */
  | { kind: "node"; name: string; node: ReactNode }
) & {
  /** Classes of a box around the field (to line a checkbox up with the inputs beside it). */
  boxClassName?: string;
};

/** One column on phones and small tablets (a track that may shrink: no field widens the page). */
const GRID = {
  2: "grid grid-cols-1 gap-4 md:grid-cols-2",
  3: "grid grid-cols-1 gap-4 md:grid-cols-3",
} as const;

export function FormFields({
  fields,
  columns,
}: {
  fields: readonly (FieldSpec | false | null | undefined)[];
  columns?: keyof typeof GRID;
}) {
  const body = fields.map((spec) =>
    spec ? (
      spec.boxClassName ? (
        <div key={spec.name} className={spec.boxClassName}>
          {renderField(spec)}
        </div>
      ) : (
        <Fragment key={spec.name}>{renderField(spec)}</Fragment>
      )
    ) : null,
  );
  return columns ? <div className={GRID[columns]}>{body}</div> : body;
}

function renderField({ boxClassName: _, ...spec }: FieldSpec): ReactNode {
  switch (spec.kind) {
    case "number": {
      const { kind: _, ...props } = spec;
      return <NumberField {...props} />;
    }
    case "select": {
      const { kind: _, ...props } = spec;
      return <SelectField {...props} />;
    }
    case "checkbox": {
      const { kind: _, help, ...props } = spec;
      return help ? (
        <CheckboxWithHelp name={props.name} label={props.label} help={help} />
      ) : (
        <CheckboxField {...props} />
      );
    }
    case "checkboxes": {
      const { kind: _, ...props } = spec;
      return <CheckboxGroupField {...props} />;
    }
    case "node":
      return spec.node;
    default: {
      const { kind: _, ...props } = spec;
      return <TextField {...props} />;
    }
  }
}
