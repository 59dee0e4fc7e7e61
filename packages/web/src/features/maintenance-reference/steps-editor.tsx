import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { IconButton } from "@/components/form/icon-button";
import { TextField } from "@/components/form/text-field";
import { Button } from "@/components/ui/button";

/**
 * A task procedure's steps in the order they are done: added at the end, removed, or moved up and
 * down. The form sends the list as it stands; the API numbers the steps 1..n.
 */
export function StepsEditor() {
  const { t } = useTranslation();
  const {
    control,
    formState: { errors },
  } = useFormContext<{ steps: { instruction: string }[] }>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "steps", keyName: "key" });
  // "Add at least one step" is an error of the list itself, not of one step.
  const listError = errors.steps?.message ?? errors.steps?.root?.message;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="steps-help">
      <legend className="mb-1 text-sm font-medium">{t("maintenanceReference.procedures.steps")}</legend>
      <p id="steps-help" className="text-xs text-muted-foreground">
        {t("maintenanceReference.procedures.stepsHelp")}
      </p>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("maintenanceReference.procedures.noSteps")}</p>
      ) : null}
      <ol className="flex flex-col gap-2">
        {fields.map((field, index) => {
          const n = index + 1;
          return (
            <li
              key={field.key}
              className="grid items-start gap-2 rounded-md border p-2 sm:grid-cols-[1fr_auto]"
              data-testid="step-row"
            >
              <TextField
                name={`steps.${index}.instruction`}
                label={t("maintenanceReference.procedures.stepLabel", { n })}
                required
              />
              <div className="flex justify-end gap-0.5 sm:mt-6">
                <IconButton
                  icon={ArrowUpIcon}
                  disabled={index === 0}
                  label={t("maintenanceReference.procedures.moveUp", { n })}
                  onClick={() => move(index, index - 1)}
                />
                <IconButton
                  icon={ArrowDownIcon}
                  disabled={index === fields.length - 1}
                  label={t("maintenanceReference.procedures.moveDown", { n })}
                  onClick={() => move(index, index + 1)}
                />
                <IconButton
                  icon={Trash2Icon}
                  label={t("maintenanceReference.procedures.removeStep", { n })}
                  onClick={() => remove(index)}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p className="text-sm text-destructive" role="alert">
          {t("maintenanceReference.procedures.stepsRequired")}
        </p>
      ) : null}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => append({ instruction: "" })}>
          <PlusIcon aria-hidden="true" />
          {t("maintenanceReference.procedures.addStep")}
        </Button>
      </div>
    </fieldset>
  );
}
