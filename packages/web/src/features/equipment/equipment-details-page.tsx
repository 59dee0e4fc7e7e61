/**
 * /equipments/:id/details/main: the item's fields, options and components (item-fields-cards.tsx),
 * RPM, kinematics, alarms, pictures, sensors, history and analogues; editors edit or move it, and delete it.
 */
import { hasPermission } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PencilIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { ToolButton } from "@/components/ui/tool-button";
import { AlarmPanel } from "@/features/alarms/alarm-panel";
import { DeleteAction } from "@/features/common/delete-action";
import { ItemSensorsCard } from "@/features/sensors/item-sensors-card";
import { useTRPC } from "@/lib/trpc";
import { AnaloguesCard } from "./analogues-card";
import { EquipmentFormDialog } from "./equipment-form-dialog";
import { EquipmentFrame, useEquipment } from "./equipment-frame";
import { EquipmentPictures } from "./equipment-pictures";
import { HistoryCard } from "./history-card";
import { ComponentsCard, FieldsCard, OptionsCard } from "./item-fields-cards";
import { KinematicsCard } from "./kinematics-card";
import { MoveDialog } from "./move-dialog";
import { RpmCard } from "./rpm-card";

export function EquipmentDetailsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { id, query } = useEquipment();
  const remove = useMutation(trpc.equipments.delete.mutationOptions());
  const item = query.data;
  const canEdit = hasPermission(user, "edit_dashboard");
  const canDelete = hasPermission(user, "delete_dashboard");

  const actions = item ? (
    <>
      {canEdit ? (
        <>
          <EquipmentFormDialog
            plantId={item.plant_id}
            item={item}
            trigger={<ToolButton icon={PencilIcon}>{t("equipment.edit")}</ToolButton>}
          />
          <MoveDialog item={item} />
        </>
      ) : null}
      {canDelete ? (
        <DeleteAction
          title={t("equipment.deleteTitle", { name: item.name })}
          description={t("equipment.deleteDescription")}
          pendingLabel={t("equipment.deleting")}
          successMessage={t("messages.itemDeleted", { item: t("equipment.item") })}
          onConfirm={async () => {
            await remove.mutateAsync({ id: item.id });
            navigate("/dashboard/equipments");
            // The deleted item's own queries would answer "not found": drop them, and let the
            // lists refetch when they mount rather than refetching this page on its way out.
            queryClient.removeQueries({ queryKey: trpc.equipments.get.queryKey({ id: item.id }) });
            queryClient.removeQueries({ queryKey: trpc.equipments.analogues.queryKey({ itemId: item.id }) });
            await queryClient.invalidateQueries({ queryKey: trpc.equipments.pathKey(), refetchType: "none" });
          }}
        />
      ) : null}
    </>
  ) : undefined;

  return (
    <EquipmentFrame
      id={id}
      item={item}
      error={query.error}
      onRetry={() => void query.refetch()}
      actions={actions}
    >
      {(loaded) => (
        <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
          <div className="flex min-w-0 flex-col gap-4">
            <FieldsCard item={loaded} />
            <OptionsCard item={loaded} />
            <ComponentsCard item={loaded} />
            <RpmCard item={loaded} canEdit={canEdit} />
            <KinematicsCard item={loaded} canEdit={canEdit} />
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <AlarmPanel equipmentItemId={loaded.id} />
            <EquipmentPictures item={loaded} canEdit={canEdit} />
            <ItemSensorsCard itemId={loaded.id} />
            <HistoryCard item={loaded} />
            <AnaloguesCard itemId={loaded.id} />
          </div>
        </div>
      )}
    </EquipmentFrame>
  );
}
