import { OptionValueKind } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { useTRPC } from "@/lib/trpc";
import { AssetPicker } from "./asset-picker";
import { type PartNumberFacts, statedOptionValues } from "./equipment-form-part-number";
import { type EquipmentFormValues, NONE } from "./equipment-form-schema";
import type { LibraryOptions, ModelOption, PickOption } from "./library-options";

/** The item form's field groups: library pickers, place, options by kind, child components. */

/** "0" stands for "none" in the pickers (a select item cannot carry an empty value). */
export { NONE };
export const idOf = (value: string): number | null => (value === "" || value === NONE ? null : Number(value));
export const str = (id: number | null | undefined): string => (id == null ? NONE : String(id));

export function withCurrent(
  options: PickOption[],
  id: number | null | undefined,
  label: string | null | undefined,
) {
  if (id == null || options.some((o) => o.value === String(id))) return options;
  return [...options, { value: String(id), label: label ?? `#${id}` }];
}

/** A library pick with "None" first; `onPicked` hears each choice before the form takes it. */
export function LibrarySelect({
  name,
  label,
  options,
  onPicked,
}: {
  name: string;
  label: string;
  options: PickOption[];
  onPicked?: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      name={name}
      label={label}
      options={[{ value: NONE, label: t("equipment.none") }, ...options]}
      parse={
        onPicked
          ? (value) => {
              onPicked(value);
              return value;
            }
          : undefined
      }
    />
  );
}

/** Brand, then its part numbers only; changing the brand clears a part number of another brand. */
export function BrandModelFields({
  brandName,
  modelName,
  brands,
  models,
  brandLabel,
  modelLabel,
  current,
}: {
  brandName: string;
  modelName: string;
  brands: PickOption[];
  models: ModelOption[];
  brandLabel: string;
  modelLabel: string;
  current?: { id: number | null; name: string | null } | undefined;
}) {
  const { control, getValues, setValue } = useFormContext();
  const brand = useWatch({ control, name: brandName }) as string;
  const brandOptions = withCurrent(brands, current?.id, current?.name);
  const modelOptions = models.filter((m) => brand === NONE || String(m.brandId) === brand);
  return (
    <>
      <LibrarySelect
        name={brandName}
        label={brandLabel}
        options={brandOptions}
        onPicked={(value) => {
          const model = models.find((m) => m.value === getValues(modelName));
          if (model && String(model.brandId) !== value) setValue(modelName, NONE);
        }}
      />
      <LibrarySelect name={modelName} label={modelLabel} options={modelOptions} />
    </>
  );
}

export function NotesField() {
  const { t } = useTranslation();
  const { register } = useFormContext<EquipmentFormValues>();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="equipment-notes">{t("equipment.notes")}</Label>
      <textarea
        id="equipment-notes"
        rows={3}
        className="min-h-16 w-full rounded-md border border-input bg-transparent px-3 py-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
        {...register("notes")}
      />
    </div>
  );
}

export function PlaceFields({
  plantId,
  editing,
  storeRooms,
}: {
  plantId: number;
  editing: boolean;
  storeRooms: PickOption[] | null;
}) {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<EquipmentFormValues>();
  const place = useWatch({ control, name: "place" });
  const options = [
    { value: "asset", label: t("equipment.placeAsset") },
    { value: "store_room", label: t("equipment.placeStoreRoom") },
    // A new item needs an asset or a store room; limbo is for items removed from service.
    ...(editing ? [{ value: "limbo", label: t("equipment.placeLimbo") }] : []),
  ];
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{t("equipment.place")}</legend>
      <SelectField name="place" label={t("equipment.place")} options={options} required />
      {place === "asset" ? (
        <Controller
          control={control}
          name="asset_id"
          render={({ field }) => (
            <AssetPicker
              plantId={plantId}
              value={field.value ?? null}
              onChange={field.onChange}
              error={formState.errors.asset_id?.message}
            />
          )}
        />
      ) : place === "store_room" ? (
        storeRooms ? (
          <SelectField name="store_room_id" label={t("equipment.storeRoom")} options={storeRooms} required />
        ) : (
          <p className="text-sm text-muted-foreground">{t("equipment.storeRoomsUnavailable")}</p>
        )
      ) : (
        <p className="text-sm text-muted-foreground">{t("equipment.limboHelp")}</p>
      )}
    </fieldset>
  );
}

export function ComponentsEditor() {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext<EquipmentFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "child_components", keyName: "key" });
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{t("equipment.components")}</legend>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("equipment.noComponents")}</p>
      ) : null}
      {fields.map((field, index) => (
        <div
          key={field.key}
          className="grid grid-cols-1 items-start gap-3 rounded-md border p-3 md:grid-cols-[2fr_1fr_2fr_auto]"
          data-testid="component-row"
        >
          <TextField name={`child_components.${index}.name`} label={t("equipment.componentName")} required />
          <TextField
            name={`child_components.${index}.quantity`}
            label={t("equipment.quantity")}
            type="number"
            min={1}
            inputMode="numeric"
          />
          <TextField name={`child_components.${index}.notes`} label={t("equipment.notes")} />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="md:mt-6"
            aria-label={t("equipment.removeComponent", {
              name: getValues(`child_components.${index}.name`) || index + 1,
            })}
            onClick={() => remove(index)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      ))}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => append({ name: "", quantity: 1, notes: "" })}
        >
          <PlusIcon aria-hidden="true" />
          {t("equipment.addComponent")}
        </Button>
      </div>
    </fieldset>
  );
}

/** The chosen type's options, each rendered by its kind with the type's own values. */
export function OptionFields({ typeOptions }: { typeOptions: LibraryOptions["typeOptions"] }) {
  const { t } = useTranslation();
  const type = useWatch<EquipmentFormValues>({ name: "equipment_type_id" }) as string;
  const typeId = idOf(type);
  if (typeId === null) return null;
  const options = typeOptions(typeId);
  if (options === null) {
    return <p className="text-xs text-muted-foreground">{t("equipment.optionsUnavailable")}</p>;
  }
  if (options.length === 0) return null;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border p-3" data-testid="option-fields">
      <legend className="px-1 text-sm font-medium">{t("equipment.optionValues")}</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3">
        {options.map((o) => {
          const name = `option_values.o${o.id}`;
          const label = o.unit ? `${o.name} (${o.unit})` : o.name;
          if (o.value_kind === OptionValueKind.LIST) {
            return (
              <LibrarySelect
                key={o.id}
                name={name}
                label={label}
                options={o.values.map((v) => ({ value: String(v.id), label: v.value }))}
              />
            );
          }
          return (
            <TextField
              key={o.id}
              name={name}
              label={label}
              inputMode={o.value_kind === OptionValueKind.NUMBER ? "decimal" : undefined}
              autoComplete="off"
            />
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The chosen part number's facts, reported to the form (`onFacts`) so a save can compare the options
 * with them; when the user picks a part number, its stated option values (rated RPM, nameplate
 * specifications) are written into the options, and its item type chosen when none is.
 */
export function PartNumberFill({
  models,
  typeOptions,
  locale,
  onFacts,
}: {
  models: ModelOption[];
  typeOptions: LibraryOptions["typeOptions"];
  locale: string;
  onFacts: (facts: PartNumberFacts | null) => void;
}) {
  const trpc = useTRPC();
  const { control, getValues, setValue } = useFormContext<EquipmentFormValues>();
  const modelValue = useWatch({ control, name: "brand_model_id" });
  const modelId = idOf(modelValue);
  const details = useQuery({
    ...trpc.library.brandModels.get.queryOptions({ id: modelId ?? 0 }),
    enabled: modelId !== null,
    retry: false,
    meta: { handlesErrors: true },
  });
  const row = models.find((m) => m.value === modelValue);
  const loaded = details.data && details.data.id === modelId ? details.data : undefined;
  const facts = useMemo<PartNumberFacts | null>(
    () =>
      modelId === null || (!row && !loaded)
        ? null
        : {
            id: modelId,
            label: loaded?.name ?? row?.label ?? "",
            equipment_type_id: loaded?.equipment_type_id ?? row?.typeId ?? null,
            rated_rpm: loaded?.rated_rpm ?? row?.ratedRpm ?? null,
            specifications: loaded?.specifications ?? [],
          },
    [modelId, row, loaded],
  );
  useEffect(() => onFacts(facts), [facts, onFacts]);

  // The part number an edited item already has is not a new choice: its values stay as saved.
  const initial = useRef(modelValue);
  const picked = useRef(false);
  const filled = useRef<string | null>(null);
  useEffect(() => {
    if (modelValue !== initial.current) picked.current = true;
    if (!facts || !picked.current) return;
    const key = `${facts.id}:${loaded ? "details" : "row"}`;
    if (filled.current === key) return;
    filled.current = key;
    if (idOf(getValues("equipment_type_id")) === null && facts.equipment_type_id !== null) {
      setValue("equipment_type_id", String(facts.equipment_type_id), { shouldDirty: true });
    }
    const options = typeOptions(idOf(getValues("equipment_type_id")));
    if (!options) return;
    for (const [name, stated] of statedOptionValues(facts, options, locale)) {
      setValue(`option_values.${name}`, stated.formValue, { shouldDirty: true, shouldValidate: true });
    }
  }, [facts, loaded, modelValue, getValues, setValue, typeOptions, locale]);
  return null;
}
