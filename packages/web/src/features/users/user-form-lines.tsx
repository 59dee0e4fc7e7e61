/**
 * The notifiable production lines of the user form: for each notifiable plant, every line's events
 * (the default) or only those of the lines chosen. Lines of plants the admin cannot see are not
 * offered; their stored ids are kept (user-form-schema.ts notifiableLineIds).
 */
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { type LineOption, plantsMissingLines, type UserFormValues } from "./user-form-schema";

/** Line kinds (production_lines.kind): 2 is a utility (compressed air, cooling water …). */
const UTILITY = 2;

export function NotifiableLinesField({
  plants,
  lines,
}: {
  plants: readonly { id: number; name: string }[];
  lines: readonly LineOption[];
}) {
  const { t } = useTranslation();
  const form = useFormContext<UserFormValues>();
  const [notifiable, limited, chosen] = useWatch<
    UserFormValues,
    ["notifiable_plant_ids", "limited_line_plant_ids", "production_line_ids"]
  >({ name: ["notifiable_plant_ids", "limited_line_plant_ids", "production_line_ids"] });
  const error = form.formState.errors.production_line_ids?.message;
  const missing = new Set(
    plantsMissingLines(
      { notifiable_plant_ids: notifiable, limited_line_plant_ids: limited, production_line_ids: chosen },
      lines,
    ),
  );
  const shown = plants.filter((plant) => notifiable.includes(plant.id));
  const set = (name: "limited_line_plant_ids" | "production_line_ids", ids: number[]) =>
    form.setValue(name, ids, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const toggle = (ids: readonly number[], id: number, on: boolean) =>
    on ? [...new Set([...ids, id])] : ids.filter((x) => x !== id);

  return (
    <fieldset
      className="flex flex-col gap-2"
      data-testid="notifiable-lines"
      aria-describedby="notifiable-lines-help"
    >
      <legend className="mb-1 text-sm font-medium">{t("users.productionLines")}</legend>
      <p id="notifiable-lines-help" className="text-xs text-muted-foreground">
        {t("users.productionLinesHelp")}
      </p>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("users.productionLinesNoPlants")}</p>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {shown.map((plant) => {
            const plantLines = lines.filter((line) => line.plant_id === plant.id);
            const isLimited = limited.includes(plant.id);
            const limitId = `lines-limited-${plant.id}`;
            return (
              <fieldset
                key={plant.id}
                className="flex flex-col gap-2 rounded-md border p-3"
                data-testid={`notifiable-lines-${plant.id}`}
              >
                <legend className="px-1 text-sm font-medium">{plant.name}</legend>
                {plantLines.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t("users.productionLinesNone")}</p>
                ) : (
                  <>
                    <div className="flex items-center gap-2">
                      <Checkbox
                        id={limitId}
                        checked={isLimited}
                        onCheckedChange={(on) =>
                          set("limited_line_plant_ids", toggle(limited, plant.id, on === true))
                        }
                      />
                      <Label htmlFor={limitId} className="font-normal">
                        {t("users.productionLinesOnlyChosen")}
                      </Label>
                    </div>
                    {isLimited ? (
                      <ul className="flex flex-col gap-1.5 pl-6">
                        {plantLines.map((line) => {
                          const lineId = `lines-line-${line.id}`;
                          return (
                            <li key={line.id} className="flex items-center gap-2">
                              <Checkbox
                                id={lineId}
                                checked={chosen.includes(line.id)}
                                onCheckedChange={(on) =>
                                  set("production_line_ids", toggle(chosen, line.id, on === true))
                                }
                              />
                              <Label htmlFor={lineId} className="font-normal">
                                {line.name}
                                {line.kind === UTILITY ? (
                                  <span className="text-xs text-muted-foreground">
                                    {" "}
                                    · {t("users.utility")}
                                  </span>
                                ) : null}
                              </Label>
                            </li>
                          );
                        })}
                      </ul>
                    ) : (
                      <p className="pl-6 text-xs text-muted-foreground">
                        {t("users.productionLinesAll", { count: plantLines.length })}
                      </p>
                    )}
                    {missing.has(plant.id) && error ? (
                      <p className="pl-6 text-xs text-destructive" role="alert">
                        {error}
                      </p>
                    ) : null}
                  </>
                )}
              </fieldset>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
