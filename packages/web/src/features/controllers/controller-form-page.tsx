/**
 * /controllers/:id — create ("new") or edit a gateway. Creating shows the device token once, in a
 * copyable box with a warning, before moving on; editing offers token rotation (token-card.tsx),
 * the attached sensors (controller-sensors-card.tsx), and sending commands with their history
 * (commands-card.tsx).
 */
import { hasPermission } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { EntityForm } from "@/components/form/entity-form";
import { HANDLES_ERRORS, useEditedRecord } from "@/components/form/record-form-page";
import { recordSubtitle } from "@/components/form/record-subtitle";
import { RecordPage } from "@/components/page/record-page";
import { RecordState } from "@/components/record/record-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { DeleteAction } from "@/features/common/delete-action";
import { SelectPlantFirst } from "@/features/common/select-plant-first";
import { LastSeen, OnlineBadge } from "@/features/sensors/sensor-state";
import type { ControllerDetails } from "@/features/sensors/sensor-types";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { CommandsCard } from "./commands-card";
import { ControllerFormFields } from "./controller-form-fields";
import { controllerDefaults, controllerPayload, controllerSchema } from "./controller-form-schema";
import { ControllerSensorsCard } from "./controller-sensors-card";
import { TokenBox } from "./token-box";
import { TokenCard } from "./token-card";

const LIST_HREF = "/controllers";

export function ControllerFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plant = useSelectedPlant(user);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { id, record } = useEditedRecord((recordId) => trpc.controllers.get.queryOptions({ id: recordId }));
  const controller = record.data as ControllerDetails | undefined;
  const schema = useMemo(() => controllerSchema(t("form.required")), [t]);
  const create = useMutation(trpc.controllers.create.mutationOptions(HANDLES_ERRORS));
  const update = useMutation(trpc.controllers.update.mutationOptions(HANDLES_ERRORS));
  const remove = useMutation(trpc.controllers.delete.mutationOptions());
  const [created, setCreated] = useState<{ id: number; token: string } | null>(null);
  const canDelete = id !== null && hasPermission(user, "delete_controllers");
  const canEdit = hasPermission(user, id === null ? "create_controllers" : "edit_controllers");
  const back = { backHref: LIST_HREF, backLabel: t("pages.controllers") };

  if (created) {
    return (
      <RecordPage title={t("controllers.create")} {...back}>
        <TokenBox token={created.token}>
          <Button className="w-fit" onClick={() => navigate(`/controllers/${created.id}`)}>
            {t("controllers.tokenDone")}
          </Button>
        </TokenBox>
      </RecordPage>
    );
  }

  const actions =
    controller && canDelete ? (
      <DeleteAction
        title={t("controllers.deleteTitle", { name: controller.name })}
        description={t("controllers.deleteDescription")}
        attached={
          controller.sensors.length > 0
            ? t("controllers.attachedSensors", { count: controller.sensors.length })
            : null
        }
        pendingLabel={t("controllers.deleting")}
        successMessage={t("messages.itemDeleted", { item: t("controllers.item") })}
        onConfirm={async () => {
          await remove.mutateAsync({ id: controller.id });
          await queryClient.invalidateQueries({ queryKey: trpc.controllers.pathKey() });
          navigate(LIST_HREF);
        }}
      />
    ) : undefined;

  if (id === null && !plant) return <SelectPlantFirst title={t("controllers.create")} {...back} />;

  return (
    <RecordPage
      title={id === null ? t("controllers.create") : (controller?.name ?? t("pages.controller"))}
      subtitle={recordSubtitle(t, t("pages.controller"), id, controller?.name)}
      {...back}
      actions={actions}
    >
      {id !== null && !controller ? (
        <RecordState error={record.error ?? undefined} onRetry={() => void record.refetch()} />
      ) : (
        <>
          {controller ? <ControllerStatus controller={controller} /> : null}
          <Card>
            <CardContent className="p-6">
              <EntityForm
                key={controller ? `controller-${controller.id}` : "new"}
                schema={schema}
                id={id}
                itemLabel={t("controllers.item")}
                defaultValues={controllerDefaults(controller)}
                onSubmit={async (values) => {
                  const payload = controllerPayload(values);
                  // The create answers the device token too (shown once), so it is not useRecordSave.
                  const result =
                    id === null
                      ? await create.mutateAsync({ ...payload, plant_id: plant?.id ?? 0 })
                      : await update.mutateAsync({ ...payload, id });
                  await queryClient.invalidateQueries({ queryKey: trpc.controllers.pathKey() });
                  return result;
                }}
                onSaved={(result) => {
                  const saved = result as { id: number; token?: string };
                  if (id === null && saved.token) setCreated({ id: saved.id, token: saved.token });
                  else if (id === null) navigate(`/controllers/${saved.id}`);
                }}
              >
                <ControllerFormFields canEdit={canEdit} />
              </EntityForm>
            </CardContent>
          </Card>
          {controller ? (
            <>
              <TokenCard controller={controller} canEdit={hasPermission(user, "edit_controllers")} />
              <ControllerSensorsCard controller={controller} />
              <CommandsCard controller={controller} canSend={hasPermission(user, "edit_controllers")} />
            </>
          ) : null}
        </>
      )}
    </RecordPage>
  );
}

/** What the gateway reports: online state, last seen, its token's prefix and its firmware. */
function ControllerStatus({ controller }: { controller: ControllerDetails }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <OnlineBadge online={controller.is_online} />
      <LastSeen at={controller.last_seen_at} />
      <span className="text-xs text-muted-foreground">
        {t("controllers.tokenPrefix")}: <code>{controller.token_prefix}…</code>
      </span>
      {controller.firmware_version ? (
        <span className="text-xs text-muted-foreground">
          {t("controllers.firmware")}: {controller.firmware_version}
        </span>
      ) : null}
    </div>
  );
}
