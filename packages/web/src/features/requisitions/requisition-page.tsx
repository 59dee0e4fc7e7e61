/**
 * /requisitions/:id — `new`: the create form, its item and request type prefilled from the address
 * (`?item=&type=`, as the item's purchase and service tabs link). An existing requisition: its
 * details, one button per action the caller may take now, "Edit" (the same form) while it may
 * change, and delete while it may go.
 */
import { useQuery } from "@tanstack/react-query";
import { PencilIcon, XIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearch } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import {
  RecordFormPage,
  useEditedRecord,
  useRecordNouns,
  useRecordSave,
} from "@/components/form/record-form-page";
import { ToolButton } from "@/components/ui/tool-button";
import { NoPlant } from "@/features/hierarchy/dashboard-frame";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { RequisitionActions } from "./requisition-actions";
import { RequisitionDetailsView } from "./requisition-details";
import {
  RequisitionFormFields,
  type RequisitionFormValues,
  requisitionDefaults,
  requisitionFormSchema,
  requisitionPayload,
} from "./requisition-form";
import { createParams, REQUISITIONS_PATH } from "./requisition-text";
import type { RequisitionDetails } from "./requisition-types";

export function RequisitionPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const selectedPlant = useSelectedPlant(user);
  const params = createParams(useSearch());
  const edited = useEditedRecord((id) => trpc.requisitions.get.queryOptions({ id }));
  const creating = edited.id === null;
  const item = useQuery({
    ...trpc.equipments.get.queryOptions({ id: params.item ?? 0 }),
    enabled: creating && params.item !== null,
  });
  const [editing, setEditing] = useState(false);
  const schema = useMemo(() => requisitionFormSchema(t("form.required")), [t]);
  const saveRecord = useRecordSave(trpc.requisitions, (values: RequisitionFormValues) =>
    requisitionPayload(values),
  );
  const nouns = useRecordNouns("pages.requisitions", "pages.requisition", "requisitions");

  const current = edited.current;
  const plantId = current?.plant_id ?? item.data?.plant_id ?? selectedPlant?.id ?? null;
  // An item of the address is chosen with its name, even outside the pickers' reach.
  const knownItem = current?.equipment_item_id
    ? { id: current.equipment_item_id, name: current.equipment_item_name ?? `#${current.equipment_item_id}` }
    : item.data
      ? { id: item.data.id, name: item.data.name }
      : null;
  const prefill = {
    item: item.data
      ? {
          id: item.data.id,
          production_line_id: item.data.production_line_id ?? null,
          machine_id: item.data.machine_id ?? null,
          asset_id: item.data.asset_id ?? null,
        }
      : null,
    type: params.type,
  };

  if (creating && plantId === null && params.item === null) {
    return <NoPlant hasPlants={user.plants.length > 0} />;
  }

  return (
    <RecordFormPage
      basePath={REQUISITIONS_PATH}
      nouns={nouns}
      edited={edited}
      titleOf={(r: RequisitionDetails) => `#${r.id} · ${r.title}`}
      schema={schema}
      defaults={(r) => requisitionDefaults(r, prefill) as never}
      save={async (values, id) => {
        const result = await saveRecord(values, id);
        if (id !== null) setEditing(false);
        return result;
      }}
      formKey={(r) => r.updated_at}
      dependsOn={creating && params.item !== null ? item : undefined}
      actions={(r) =>
        editing ? (
          <ToolButton icon={XIcon} size="default" className="h-11 sm:h-9" onClick={() => setEditing(false)}>
            {t("requisitions.cancelEdit")}
          </ToolButton>
        ) : (
          <div className="flex flex-wrap gap-2">
            <RequisitionActions detail={r} />
            {r.can_edit ? (
              <ToolButton
                icon={PencilIcon}
                size="default"
                className="h-11 sm:h-9"
                data-testid="requisition-edit"
                onClick={() => setEditing(true)}
              >
                {t("requisitions.edit")}
              </ToolButton>
            ) : null}
          </div>
        )
      }
      removal={{
        resource: trpc.requisitions,
        allowed: (r) => r.can_delete && !editing,
        words: "requisitions",
      }}
      readOnly={(r) => (editing ? null : <RequisitionDetailsView detail={r} />)}
    >
      {plantId === null ? null : (
        <RequisitionFormFields plantId={plantId} current={current} knownItem={knownItem} />
      )}
    </RecordFormPage>
  );
}
