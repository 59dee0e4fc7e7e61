import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { IconButton } from "@/components/form/icon-button";
import { NumberField } from "@/components/form/number-field";
import { TextField } from "@/components/form/text-field";
import { Button } from "@/components/ui/button";

/** A line as the form holds it. */
export interface LineValues {
  description: string;
  part_number: string;
  quantity: number | undefined;
  unit: string;
}

export const EMPTY_LINE: LineValues = { description: "", part_number: "", quantity: 1, unit: "" };

/**
 * An RFQ's lines in the order the vendors read them: added at the end, removed, or moved up and
 * down. The form sends the list as it stands; the API numbers the lines 1..n.
 */
export function LinesEditor() {
  const { t } = useTranslation();
  const {
    control,
    formState: { errors },
  } = useFormContext<{ lines: LineValues[] }>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "lines", keyName: "key" });
  // "Add at least one line" is an error of the list itself, not of one line.
  const listError = errors.lines?.message ?? errors.lines?.root?.message;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby="rfq-lines-help">
      <legend className="mb-1 text-sm font-medium">{t("rfqs.lines.title")}</legend>
      <p id="rfq-lines-help" className="text-xs text-muted-foreground">
        {t("rfqs.lines.help")}
      </p>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">{t("rfqs.lines.none")}</p> : null}
      <ol className="flex flex-col gap-2">
        {fields.map((field, index) => {
          const n = index + 1;
          return (
            <li key={field.key} className="rounded-md border p-3" data-testid="rfq-line-row">
              <div className="mb-2 flex items-center justify-between gap-2">
                <span className="text-sm font-medium">{t("rfqs.lines.label", { n })}</span>
                <div className="flex gap-0.5">
                  <IconButton
                    icon={ArrowUpIcon}
                    disabled={index === 0}
                    label={t("rfqs.lines.moveUp", { n })}
                    onClick={() => move(index, index - 1)}
                  />
                  <IconButton
                    icon={ArrowDownIcon}
                    disabled={index === fields.length - 1}
                    label={t("rfqs.lines.moveDown", { n })}
                    onClick={() => move(index, index + 1)}
                  />
                  <IconButton
                    icon={Trash2Icon}
                    label={t("rfqs.lines.remove", { n })}
                    onClick={() => remove(index)}
                  />
                </div>
              </div>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
                <TextField name={`lines.${index}.description`} label={t("rfqs.lines.description")} required />
                <TextField name={`lines.${index}.part_number`} label={t("rfqs.lines.partNumber")} />
                <NumberField
                  name={`lines.${index}.quantity`}
                  label={t("rfqs.lines.quantity")}
                  min={0}
                  step="any"
                  required
                />
                <TextField name={`lines.${index}.unit`} label={t("rfqs.lines.unit")} />
              </div>
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p className="text-sm text-destructive" role="alert">
          {t("rfqs.lines.required")}
        </p>
      ) : null}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => append({ ...EMPTY_LINE })}>
          <PlusIcon aria-hidden="true" />
          {t("rfqs.lines.add")}
        </Button>
      </div>
    </fieldset>
  );
}
