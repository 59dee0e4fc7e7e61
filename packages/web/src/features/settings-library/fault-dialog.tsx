import type { RouterOutputs } from "@plantwise/api/router";
import { libraryFaultFields } from "@plantwise/shared";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormFields } from "@/components/form/form-fields";
import { useRecordSave } from "@/components/form/record-form-page";
import { LibraryEntryDialog } from "@/features/library/library-entry-dialog";
import { type Option, optionalRefField, withCurrent } from "@/features/library/library-options";
import { useTRPC } from "@/lib/trpc";
import { typeName } from "./fault-type-name";

export type FaultRow = RouterOutputs["library"]["faults"]["list"]["data"][number];

/** The API's fault rules, as they are: the item type select's value is parsed to a number. */
const faultSchema = libraryFaultFields;

/** Create or edit a fault; a shared one is shown read-only to customers. */
export function FaultDialog({
  fault,
  types: typeOptions,
  onClose,
}: {
  fault: FaultRow | null;
  types: readonly Option[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const faults = useTRPC().library.faults;
  const save = useRecordSave(faults, (values: z.output<typeof faultSchema>) => ({
    ...values,
    description: values.description || null,
    recommendation: values.recommendation || null,
  }));
  const types = withCurrent([...typeOptions], fault?.equipment_type_id);
  const anyType = t("settingsLibrary.faults.anyType");

  return (
    <LibraryEntryDialog
      entry={fault}
      onClose={onClose}
      title={fault ? fault.name : t("settingsLibrary.faults.create")}
      description={
        fault
          ? (typeName(typeOptions, fault.equipment_type_id) ?? anyType)
          : t("settingsLibrary.faults.createHelp")
      }
      itemLabel={t("settingsLibrary.faults.item")}
      nameOf={(entry) => entry.name}
      section="settings"
      readOnlyRows={(entry) => [
        [t("settingsLibrary.name"), entry.name],
        [t("settingsLibrary.description"), entry.description],
        [t("settingsLibrary.faults.recommendation"), entry.recommendation],
        [t("settingsLibrary.faults.type"), typeName(typeOptions, entry.equipment_type_id) ?? anyType],
      ]}
      schema={faultSchema}
      defaults={{
        name: fault?.name ?? "",
        description: fault?.description ?? "",
        recommendation: fault?.recommendation ?? "",
        equipment_type_id: fault?.equipment_type_id ?? null,
      }}
      save={save}
      remove={{ procedure: faults.delete, pathKey: faults.pathKey() }}
    >
      <FormFields
        columns={2}
        fields={[
          { name: "name", label: t("settingsLibrary.name"), required: true },
          optionalRefField({
            name: "equipment_type_id",
            label: t("settingsLibrary.faults.type"),
            none: anyType,
            options: types,
            placeholder: anyType,
          }),
        ]}
      />
      <FormFields
        fields={[
          { name: "description", label: t("settingsLibrary.description") },
          { name: "recommendation", label: t("settingsLibrary.faults.recommendation") },
        ]}
      />
    </LibraryEntryDialog>
  );
}
