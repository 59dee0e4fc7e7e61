import type { RouterOutputs } from "@plantwise/api/router";
import { OptionValueKind } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { CheckboxField } from "@/components/form/checkbox-field";
import { EntityForm } from "@/components/form/entity-form";
import { recordSubtitle } from "@/components/form/record-subtitle";
import { TextField } from "@/components/form/text-field";
import { ButtonDialog } from "@/components/ui/button-dialog";
import { useTRPC } from "@/lib/trpc";
import {
  BrandModelFields,
  ComponentsEditor,
  idOf,
  LibrarySelect,
  NotesField,
  OptionFields,
  PartNumberFill,
  PlaceFields,
  str,
  withCurrent,
} from "./equipment-form-fields";
import { type PartNumberFacts, partNumberConflicts, statedOptionValues } from "./equipment-form-part-number";
import { type EquipmentFormValues, equipmentSchema, NONE } from "./equipment-form-schema";
import { useLibraryOptions } from "./library-options";

export type EquipmentDetails = RouterOutputs["equipments"]["get"];

interface EquipmentFormDialogProps {
  plantId: number;
  /** The item being edited; none to create one. */
  item?: EquipmentDetails;
  /** A new item's asset, chosen already (the asset details page's "Add item"). */
  assetId?: number;
  trigger: ReactNode;
}

/** Create or edit an item with every field (spec part 1 §3 "Equipment item"). */
export function EquipmentFormDialog({ plantId, item, assetId, trigger }: EquipmentFormDialogProps) {
  const { t } = useTranslation();
  return (
    <ButtonDialog
      trigger={trigger}
      title={item ? t("equipment.edit") : t("equipment.create")}
      description={recordSubtitle(t, t("equipment.item"), item?.id ?? null, item?.name)}
      className="max-h-[90vh] overflow-y-auto sm:max-w-3xl"
    >
      {(close) => <EquipmentForm plantId={plantId} item={item} assetId={assetId} onDone={close} />}
    </ButtonDialog>
  );
}

export function EquipmentForm({
  plantId,
  item,
  assetId,
  onDone,
}: {
  plantId: number;
  item?: EquipmentDetails | undefined;
  assetId?: number | undefined;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const locale = i18n.language === "es" ? "es-ES" : "en-US";
  const [facts, setFacts] = useState<PartNumberFacts | null>(null);
  const onFacts = useCallback((next: PartNumberFacts | null) => setFacts(next), []);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.equipments.create.mutationOptions({ meta }));
  const update = useMutation(trpc.equipments.update.mutationOptions({ meta }));
  const library = useLibraryOptions(user, item?.plant_id ?? plantId, item);
  const schema = useMemo(
    () => equipmentSchema(t("equipment.chooseAsset"), t("equipment.chooseStoreRoom")),
    [t],
  );
  const defaults: EquipmentFormValues = {
    name: item?.name ?? "",
    serial_number: item?.serial_number ?? "",
    equipment_type_id: str(item?.equipment_type_id),
    brand_id: str(item?.brand_id),
    brand_model_id: str(item?.brand_model_id),
    bearing_id: str(item?.bearing_id),
    equipment_subtype_id: str(item?.equipment_subtype_id),
    subtype_brand_id: str(item?.subtype_brand_id),
    subtype_brand_model_id: str(item?.subtype_brand_model_id),
    sensor_location: item?.sensor_location ?? "",
    loc_on_machine: item?.loc_on_machine ?? "",
    notes: item?.notes ?? "",
    has_breakdown: item?.has_breakdown ?? false,
    place: (item?.place as "asset" | "store_room" | "limbo" | undefined) ?? "asset",
    asset_id: item?.asset_id ?? assetId ?? null,
    store_room_id: str(item?.store_room_id),
    option_values: Object.fromEntries(
      (item?.option_values ?? []).map((o) => [
        `o${o.option_id}`,
        o.option_value_id != null ? String(o.option_value_id) : (o.value ?? ""),
      ]),
    ),
    child_components: (item?.child_components ?? []).map((c) => ({
      name: c.name,
      quantity: c.quantity,
      notes: c.notes ?? "",
      refs: {
        equipment_type_id: c.equipment_type_id,
        brand_id: c.brand_id,
        brand_model_id: c.brand_model_id,
        bearing_id: c.bearing_id,
      },
    })),
  };

  return (
    <EntityForm
      schema={schema}
      id={item?.id ?? null}
      itemLabel={t("equipment.item")}
      defaultValues={defaults}
      confirmSave={(values) => {
        // Options that contradict the chosen part number's own values need the user's word.
        if (!facts || facts.id !== idOf(values.brand_model_id)) return null;
        const options = library.typeOptions(idOf(values.equipment_type_id));
        if (!options) return null;
        const conflicts = partNumberConflicts(
          values.option_values,
          statedOptionValues(facts, options, locale),
          locale,
        );
        if (conflicts.length === 0) return null;
        const list = new Intl.ListFormat(locale, { type: "conjunction" });
        return t("equipment.partNumberConflict", {
          stated: list.format(conflicts.map((c) => c.stated)),
          entered: list.format(conflicts.map((c) => c.entered)),
        });
      }}
      onSubmit={async (values) => {
        const payload = {
          name: values.name,
          serial_number: values.serial_number || null,
          equipment_type_id: idOf(values.equipment_type_id),
          brand_id: idOf(values.brand_id),
          brand_model_id: idOf(values.brand_model_id),
          bearing_id: idOf(values.bearing_id),
          equipment_subtype_id: idOf(values.equipment_subtype_id),
          subtype_brand_id: idOf(values.subtype_brand_id),
          subtype_brand_model_id: idOf(values.subtype_brand_model_id),
          sensor_location: values.sensor_location || null,
          loc_on_machine: values.loc_on_machine || null,
          notes: values.notes || null,
          has_breakdown: values.has_breakdown,
          asset_id: values.place === "asset" ? values.asset_id : null,
          store_room_id: values.place === "store_room" ? idOf(values.store_room_id) : null,
          is_store_room: values.place === "store_room",
          is_limbo: values.place === "limbo",
          child_components: values.child_components.map((c) => ({
            ...c.refs,
            name: c.name,
            quantity: c.quantity,
            notes: c.notes || null,
          })),
        };
        const typeOptions = library.typeOptions(idOf(values.equipment_type_id));
        const optionValues =
          typeOptions === null
            ? undefined // options not listable: keep the stored values
            : typeOptions.flatMap((o): { option_id: number; option_value_id?: number; value?: string }[] => {
                const raw = (values.option_values[`o${o.id}`] ?? "").trim();
                if (raw === "" || raw === NONE) return [];
                return o.value_kind === OptionValueKind.LIST
                  ? [{ option_id: o.id, option_value_id: Number(raw) }]
                  : [{ option_id: o.id, value: raw }];
              });
        if (optionValues !== undefined) Object.assign(payload, { option_values: optionValues });
        const result = item
          ? await update.mutateAsync({ ...payload, id: item.id })
          : await create.mutateAsync(payload);
        await queryClient.invalidateQueries({ queryKey: trpc.equipments.pathKey() });
        return result;
      }}
      onSaved={(result) => {
        onDone();
        if (!item) navigate(`/equipments/${(result as { id: number }).id}/details/main`);
      }}
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TextField name="name" label={t("equipment.name")} required />
        <TextField name="serial_number" label={t("equipment.serial")} autoComplete="off" />
        <LibrarySelect name="equipment_type_id" label={t("equipment.type")} options={library.types} />
        <BrandModelFields
          brandName="brand_id"
          modelName="brand_model_id"
          brands={library.brands}
          models={library.models}
          brandLabel={t("equipment.brand")}
          modelLabel={t("equipment.model")}
          current={item ? { id: item.brand_id, name: item.brand_name } : undefined}
        />
        <LibrarySelect
          name="bearing_id"
          label={t("equipment.bearing")}
          options={withCurrent(library.bearings, item?.bearing?.id, item?.bearing?.designation)}
        />
        <LibrarySelect name="equipment_subtype_id" label={t("equipment.subtype")} options={library.types} />
        <BrandModelFields
          brandName="subtype_brand_id"
          modelName="subtype_brand_model_id"
          brands={library.brands}
          models={library.models}
          brandLabel={t("equipment.subtypeBrand")}
          modelLabel={t("equipment.subtypeModel")}
        />
        <TextField name="sensor_location" label={t("equipment.sensorLocation")} />
        <TextField name="loc_on_machine" label={t("equipment.locOnMachine")} />
      </div>
      <PartNumberFill
        models={library.models}
        typeOptions={library.typeOptions}
        locale={locale}
        onFacts={onFacts}
      />
      <OptionFields typeOptions={library.typeOptions} />
      <NotesField />
      <CheckboxField name="has_breakdown" label={t("equipment.hasBreakdown")} />
      <PlaceFields
        plantId={item?.plant_id ?? plantId}
        editing={Boolean(item)}
        storeRooms={library.storeRooms}
      />
      <ComponentsEditor />
    </EntityForm>
  );
}
