import { OptionValueKind } from "@plantwise/shared";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon, XIcon } from "lucide-react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormFields } from "@/components/form/form-fields";
import { IconButton } from "@/components/form/icon-button";
import { TextField } from "@/components/form/text-field";
import { Button } from "@/components/ui/button";
import type { ItemTypeValues, OptionValues } from "./item-type-schema";

export function useKindOptions() {
  const { t } = useTranslation();
  return [
    { value: String(OptionValueKind.LIST), label: t("library.types.kindList") },
    { value: String(OptionValueKind.NUMBER), label: t("library.types.kindNumber") },
    { value: String(OptionValueKind.TEXT), label: t("library.types.kindText") },
  ];
}

/** An option's flags and the keys of their labels. */
export const OPTION_FLAGS = [
  ["is_category", "isCategory"],
  ["is_card", "isCard"],
  ["is_rpm", "isRpm"],
] as const;

const BLANK: OptionValues = {
  name: "",
  unit: "",
  value_kind: OptionValueKind.LIST,
  is_category: false,
  is_card: false,
  is_rpm: false,
  values: [],
};

/** The type's options: rows added, removed and moved in place; list options carry their values. */
export function OptionsEditor() {
  const { t } = useTranslation();
  const { control } = useFormContext<ItemTypeValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "options", keyName: "key" });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{t("library.types.options")}</legend>
      <p className="text-xs text-muted-foreground">{t("library.types.optionsHelp")}</p>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("library.types.noOptions")}</p>
      ) : null}
      {fields.map((field, index) => (
        <OptionRow
          key={field.key}
          index={index}
          count={fields.length}
          onRemove={() => remove(index)}
          onMove={(to) => move(index, to)}
        />
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => append(BLANK)}>
          <PlusIcon aria-hidden="true" />
          {t("library.types.addOption")}
        </Button>
      </div>
    </fieldset>
  );
}

function OptionRow({
  index,
  count,
  onRemove,
  onMove,
}: {
  index: number;
  count: number;
  onRemove: () => void;
  onMove: (to: number) => void;
}) {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext<ItemTypeValues>();
  const kind = useWatch({ control, name: `options.${index}.value_kind` });
  const name = getValues(`options.${index}.name`) || String(index + 1);
  const field = (key: string) => `options.${index}.${key}`;
  return (
    <div className="flex flex-col gap-3 rounded-md border p-3" data-testid="option-row">
      <div className="grid items-start gap-3 md:grid-cols-[2fr_1fr_1fr_auto]">
        <FormFields
          fields={[
            { name: field("name"), label: t("library.types.optionName"), required: true },
            { name: field("unit"), label: t("library.types.unit") },
            {
              kind: "select",
              name: field("value_kind"),
              label: t("library.types.kind"),
              options: useKindOptions(),
              parse: Number,
            },
          ]}
        />
        <div className="flex gap-1 md:mt-6">
          <IconButton
            icon={ArrowUpIcon}
            disabled={index === 0}
            label={t("library.types.moveUp", { name })}
            onClick={() => onMove(index - 1)}
          />
          <IconButton
            icon={ArrowDownIcon}
            disabled={index === count - 1}
            label={t("library.types.moveDown", { name })}
            onClick={() => onMove(index + 1)}
          />
          <IconButton
            icon={Trash2Icon}
            label={t("library.types.removeOption", { name })}
            onClick={onRemove}
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <FormFields
          fields={OPTION_FLAGS.map(([flag, labelKey]) => ({
            kind: "checkbox" as const,
            name: field(flag),
            label: t(`library.types.${labelKey}`),
          }))}
        />
      </div>
      {kind === OptionValueKind.LIST ? <ValuesEditor optionIndex={index} /> : null}
    </div>
  );
}

/** The choices of a list option, as chips-like rows: add, remove, reorder. */
function ValuesEditor({ optionIndex }: { optionIndex: number }) {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext<ItemTypeValues>();
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: `options.${optionIndex}.values`,
    keyName: "key",
  });
  return (
    <div className="flex flex-col gap-2 border-l-2 pl-3">
      <span className="text-xs font-medium text-muted-foreground">{t("library.types.values")}</span>
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 xl:grid-cols-3">
        {fields.map((field, j) => {
          const name = getValues(`options.${optionIndex}.values.${j}.value`) || String(j + 1);
          return (
            <div key={field.key} className="flex items-start gap-1" data-testid="value-row">
              <div className="flex-1">
                <TextField
                  name={`options.${optionIndex}.values.${j}.value`}
                  label={t("library.types.value", { n: j + 1 })}
                  className="h-8"
                />
              </div>
              <IconButton
                icon={ArrowUpIcon}
                className="mt-6"
                disabled={j === 0}
                label={t("library.types.moveUp", { name })}
                onClick={() => move(j, j - 1)}
              />
              <IconButton
                icon={XIcon}
                className="mt-6"
                label={t("library.types.removeValue", { name })}
                onClick={() => remove(j)}
              />
            </div>
          );
        })}
      </div>
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={() => append({ value: "" })}>
          <PlusIcon aria-hidden="true" />
          {t("library.types.addValue")}
        </Button>
      </div>
    </div>
  );
}
