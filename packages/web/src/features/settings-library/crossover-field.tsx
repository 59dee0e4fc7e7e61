import { useId } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import type { listOptions, RulesValues } from "./vibration-rules-schema";

/** The rule's crossover option values: one group of checkboxes per list option of the type. */
export function CrossoverField({
  index,
  options,
}: {
  index: number;
  options: ReturnType<typeof listOptions>;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<RulesValues>();
  const baseId = useId();
  if (options.length === 0) {
    return <p className="text-xs text-muted-foreground">{t("settingsLibrary.rules.noListOptions")}</p>;
  }
  return (
    <fieldset className="flex flex-col gap-2 border-l-2 pl-3">
      <legend className="text-xs font-medium text-muted-foreground">
        {t("settingsLibrary.rules.crossover")}
      </legend>
      <Controller
        control={control}
        name={`rules.${index}.option_value_ids`}
        render={({ field }) => {
          const current = new Set(field.value ?? []);
          const toggle = (id: number, on: boolean) => {
            const next = new Set(current);
            if (on) next.add(id);
            else next.delete(id);
            field.onChange([...next].sort((a, b) => a - b));
          };
          return (
            <div className="flex flex-col gap-1.5">
              {options.map((option) => (
                <div key={option.id} className="flex flex-wrap items-center gap-x-4 gap-y-1">
                  <span className="min-w-24 text-xs font-medium">{option.name}</span>
                  {option.values.map((value) => {
                    const id = `${baseId}-${value.id}`;
                    return (
                      <span key={value.id} className="flex items-center gap-1.5">
                        <Checkbox
                          id={id}
                          checked={current.has(value.id)}
                          onCheckedChange={(checked) => toggle(value.id, checked === true)}
                        />
                        <Label htmlFor={id} className="font-normal">
                          {value.value}
                        </Label>
                      </span>
                    );
                  })}
                </div>
              ))}
              {current.size === 0 ? (
                <p className="text-xs text-muted-foreground">{t("settingsLibrary.rules.crossoverNone")}</p>
              ) : null}
            </div>
          );
        }}
      />
    </fieldset>
  );
}
