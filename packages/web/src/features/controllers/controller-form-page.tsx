/**
 * /controllers/:id — create ("new") or edit a gateway. Creating shows the device token once, in a
 * copyable box with a warning, before moving on; editing offers token rotation (same box), the
 * attached sensors, sending a command (CONTROLLER_COMMANDS) and the command history with the status
 * names FAIL / SUCCESS / PROCESS / CONTROLLER_TIMEOUT.
 */
import {
  CONTROLLER_COMMANDS,
  CommandStatus,
  ConnectionType,
  ControllerType,
  formatDate,
  hasPermission,
} from "@plantwise/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRoundIcon, SendIcon, Trash2Icon } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { EntityForm } from "@/components/form/entity-form";
import { NumberField } from "@/components/form/number-field";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { ConfirmAction, RecordPage, RecordState, useRecordId } from "@/components/record/record-kit";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Pagination } from "@/components/ui/pagination";
import { Indicator, LastSeen, OnlineBadge } from "@/features/sensors/sensor-bits";
import type { CommandRow, ControllerDetails } from "@/features/sensors/sensor-types";
import { LabelledSelect } from "@/features/signals/signal-controls";
import { notifyError, notifyErrorText, notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import {
  COMMAND_STATUS_NAMES,
  CONNECTION_TYPE_KEYS,
  CONTROLLER_TYPE_KEYS,
  NETWORK_MODES,
  TRANSPORT_TYPES,
} from "./controller-options";
import { TokenBox } from "./token-box";

const optionalText = z.string().trim().max(255);

function controllerSchema(required: string) {
  return z.object({
    name: z.string().trim().min(1, { error: required }).max(120),
    serial_number: z.string().trim().min(1, { error: required }).max(120),
    type: z.string().min(1, { error: required }),
    connection_type: z.string().min(1, { error: required }),
    transport: z.string().min(1, { error: required }),
    network_mode: z.string().min(1, { error: required }),
    binding_code: optionalText,
    cloud_connection_type: optionalText,
    router_sim_card_number: optionalText,
    router_serial_number: optionalText,
    communicate_method: optionalText,
    temperature_warning_zone: z.number().optional(),
    temperature_alarm_zone: z.number().optional(),
  });
}
type ControllerFormValues = z.input<ReturnType<typeof controllerSchema>>;

const orNull = (v: string) => (v.trim() === "" ? null : v.trim());

export function ControllerFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plant = useSelectedPlant(user);
  const id = useRecordId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const record = useQuery({ ...trpc.controllers.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const controller = record.data as ControllerDetails | undefined;
  const schema = useMemo(() => controllerSchema(t("form.required")), [t]);
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.controllers.create.mutationOptions({ meta }));
  const update = useMutation(trpc.controllers.update.mutationOptions({ meta }));
  const remove = useMutation(trpc.controllers.delete.mutationOptions());
  const [created, setCreated] = useState<{ id: number; token: string } | null>(null);
  const canDelete = id !== null && hasPermission(user, "delete_controllers");
  const canEdit = hasPermission(user, id === null ? "create_controllers" : "edit_controllers");

  const typeOptions = Object.values(ControllerType).map((v) => ({
    value: String(v),
    label: t(`controllers.types.${CONTROLLER_TYPE_KEYS[v]}`),
  }));
  const connectionOptions = Object.values(ConnectionType).map((v) => ({
    value: String(v),
    label: t(`controllers.connectionTypes.${CONNECTION_TYPE_KEYS[v]}`),
  }));
  const transportOptions = TRANSPORT_TYPES.map((v) => ({ value: v, label: v }));
  const modeOptions = NETWORK_MODES.map((v) => ({ value: v, label: t(`controllers.networkModes.${v}`) }));

  if (created) {
    return (
      <RecordPage title={t("controllers.create")} backHref="/controllers" backLabel={t("pages.controllers")}>
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
      <ConfirmAction
        title={t("controllers.deleteTitle", { name: controller.name })}
        description={t("controllers.deleteDescription")}
        attached={
          controller.sensors.length > 0
            ? t("controllers.attachedSensors", { count: controller.sensors.length })
            : null
        }
        confirmLabel={t("common.delete")}
        pendingLabel={t("controllers.deleting")}
        successMessage={t("messages.itemDeleted", { item: t("controllers.item") })}
        onConfirm={async () => {
          await remove.mutateAsync({ id: controller.id });
          await queryClient.invalidateQueries({ queryKey: trpc.controllers.pathKey() });
          navigate("/controllers");
        }}
        trigger={
          <Button variant="outline" size="sm">
            <Trash2Icon aria-hidden="true" />
            {t("common.delete")}
          </Button>
        }
      />
    ) : undefined;

  if (id === null && !plant) {
    return (
      <RecordPage title={t("controllers.create")} backHref="/controllers" backLabel={t("pages.controllers")}>
        <p className="text-sm text-muted-foreground">{t("messages.selectPlantFirst")}</p>
      </RecordPage>
    );
  }

  return (
    <RecordPage
      title={id === null ? t("controllers.create") : (controller?.name ?? t("pages.controller"))}
      subtitle={id === null ? t("common.newRecord") : t("common.recordId", { id })}
      backHref="/controllers"
      backLabel={t("pages.controllers")}
      actions={actions}
    >
      {id !== null && !controller ? (
        <RecordState error={record.error ?? undefined} onRetry={() => void record.refetch()} />
      ) : (
        <>
          {controller ? (
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
          ) : null}
          <Card>
            <CardContent className="p-6">
              <EntityForm
                key={controller ? `controller-${controller.id}` : "new"}
                schema={schema}
                id={id}
                itemLabel={t("controllers.item")}
                defaultValues={
                  {
                    name: controller?.name ?? "",
                    serial_number: controller?.serial_number ?? "",
                    type: String(controller?.type ?? ControllerType.NCD),
                    connection_type: String(controller?.connection_type ?? ConnectionType.CELL_MODEM),
                    transport: controller?.transport ?? "HTTP",
                    network_mode: controller?.network_mode ?? "performance",
                    binding_code: controller?.binding_code ?? "",
                    cloud_connection_type: controller?.cloud_connection_type ?? "",
                    router_sim_card_number: controller?.router_sim_card_number ?? "",
                    router_serial_number: controller?.router_serial_number ?? "",
                    communicate_method: controller?.communicate_method ?? "",
                    temperature_warning_zone: controller?.temperature_warning_zone ?? undefined,
                    temperature_alarm_zone: controller?.temperature_alarm_zone ?? undefined,
                  } satisfies ControllerFormValues
                }
                onSubmit={async (values) => {
                  const payload = {
                    name: values.name,
                    serial_number: values.serial_number,
                    type: Number(values.type),
                    connection_type: Number(values.connection_type),
                    transport: values.transport as (typeof TRANSPORT_TYPES)[number],
                    network_mode: values.network_mode as (typeof NETWORK_MODES)[number],
                    binding_code: orNull(values.binding_code),
                    cloud_connection_type: orNull(values.cloud_connection_type),
                    router_sim_card_number: orNull(values.router_sim_card_number),
                    router_serial_number: orNull(values.router_serial_number),
                    communicate_method: orNull(values.communicate_method),
                    temperature_warning_zone: values.temperature_warning_zone ?? null,
                    temperature_alarm_zone: values.temperature_alarm_zone ?? null,
                  };
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
                <fieldset disabled={!canEdit} className="grid gap-4 md:grid-cols-2">
                  <TextField name="name" label={t("controllers.name")} required />
                  <TextField
                    name="serial_number"
                    label={t("controllers.serial")}
                    description={t("controllers.serialHelp")}
                    required
                  />
                  <SelectField name="type" label={t("controllers.type")} options={typeOptions} required />
                  <SelectField
                    name="connection_type"
                    label={t("controllers.connectionType")}
                    options={connectionOptions}
                    required
                  />
                  <SelectField
                    name="transport"
                    label={t("controllers.transport")}
                    options={transportOptions}
                    required
                  />
                  <SelectField
                    name="network_mode"
                    label={t("controllers.networkMode")}
                    options={modeOptions}
                    required
                  />
                  <TextField name="binding_code" label={t("controllers.bindingCode")} />
                  <TextField name="cloud_connection_type" label={t("controllers.cloudConnectionType")} />
                  <TextField name="router_sim_card_number" label={t("controllers.routerSim")} />
                  <TextField name="router_serial_number" label={t("controllers.routerSerial")} />
                  <TextField name="communicate_method" label={t("controllers.communicateMethod")} />
                  <div />
                  <NumberField
                    name="temperature_warning_zone"
                    label={t("controllers.temperatureWarning")}
                    unit="°C"
                    step="any"
                  />
                  <NumberField
                    name="temperature_alarm_zone"
                    label={t("controllers.temperatureAlarm")}
                    unit="°C"
                    step="any"
                  />
                </fieldset>
              </EntityForm>
            </CardContent>
          </Card>
          {controller ? (
            <>
              <TokenCard controller={controller} canEdit={hasPermission(user, "edit_controllers")} />
              <SensorsCard controller={controller} />
              <CommandsCard controller={controller} canSend={hasPermission(user, "edit_controllers")} />
            </>
          ) : null}
        </>
      )}
    </RecordPage>
  );
}

function TokenCard({ controller, canEdit }: { controller: ControllerDetails; canEdit: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const rotate = useMutation(trpc.controllers.rotateToken.mutationOptions());
  const [token, setToken] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t("controllers.token")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <p className="text-muted-foreground">
          {t("controllers.tokenHelp", { prefix: controller.token_prefix })}
        </p>
        {token ? <TokenBox token={token} /> : null}
        {canEdit ? (
          <ConfirmAction
            title={t("controllers.rotateTitle")}
            description={t("controllers.rotateDescription")}
            confirmLabel={t("controllers.rotate")}
            pendingLabel={t("controllers.rotating")}
            successMessage={t("controllers.rotated")}
            onConfirm={async () => {
              const result = (await rotate.mutateAsync({ id: controller.id })) as { token: string };
              setToken(result.token);
              await queryClient.invalidateQueries({ queryKey: trpc.controllers.pathKey() });
            }}
            trigger={
              <Button variant="outline" size="sm" className="w-fit">
                <KeyRoundIcon aria-hidden="true" />
                {t("controllers.rotate")}
              </Button>
            }
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function SensorsCard({ controller }: { controller: ControllerDetails }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t("controllers.sensors")}</CardTitle>
      </CardHeader>
      <CardContent>
        {controller.sensors.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("controllers.noSensors")}</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left text-xs text-muted-foreground">
                <th className="py-1.5 font-medium">{t("controllers.name")}</th>
                <th className="py-1.5 font-medium">{t("controllers.serial")}</th>
                <th className="py-1.5 font-medium">{t("sensors.rssi")}</th>
                <th className="py-1.5 font-medium">{t("sensors.battery")}</th>
                <th className="py-1.5 font-medium">{t("sensors.lastSeenColumn")}</th>
              </tr>
            </thead>
            <tbody>
              {controller.sensors.map((s) => (
                <tr key={s.id} className="h-9 border-b last:border-0">
                  <td>
                    <Link href={`/sensors/${s.id}/statistics`} className="text-primary hover:underline">
                      {s.name}
                    </Link>
                  </td>
                  <td>{s.serial_number}</td>
                  <td>
                    <Indicator kind="rssi" value={s.rssi} />
                  </td>
                  <td>
                    <Indicator kind="battery" value={s.battery} />
                  </td>
                  <td>
                    <LastSeen at={s.last_seen_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

const STATUS_VARIANT = {
  [CommandStatus.FAIL]: "alarm",
  [CommandStatus.SUCCESS]: "normal",
  [CommandStatus.PROCESS]: "secondary",
  [CommandStatus.CONTROLLER_TIMEOUT]: "warning",
} as const;

function CommandsCard({ controller, canSend }: { controller: ControllerDetails; canSend: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const payloadId = useId();
  const [page, setPage] = useState(1);
  const [max, setMax] = useState(10);
  const [command, setCommand] = useState<string>("ping");
  const [sensorId, setSensorId] = useState("none");
  const [payload, setPayload] = useState("{}");
  const send = useMutation(trpc.controllers.sendCommand.mutationOptions({ meta: { handlesErrors: true } }));
  const history = useQuery({
    ...trpc.controllers.commands.queryOptions({ id: controller.id, page, max }),
    placeholderData: keepPreviousData,
  });
  const rows = ((history.data as { data?: CommandRow[] } | undefined)?.data ?? []) as CommandRow[];
  const meta = (history.data as { meta?: { last_page: number; total: number } } | undefined)?.meta;
  const sensorNames = new Map(controller.sensors.map((s) => [s.id, s.name]));

  const submit = async () => {
    let parsed: Record<string, unknown>;
    try {
      const value: unknown = JSON.parse(payload || "{}");
      if (typeof value !== "object" || value === null || Array.isArray(value))
        throw new Error("not an object");
      parsed = value as Record<string, unknown>;
    } catch {
      notifyErrorText(t("controllers.payloadInvalid"));
      return;
    }
    try {
      await send.mutateAsync({
        id: controller.id,
        command: command as (typeof CONTROLLER_COMMANDS)[number],
        ...(sensorId !== "none" ? { sensor_id: Number(sensorId) } : {}),
        payload: parsed,
      });
      notifySuccess(t("controllers.commandSent"));
      setPage(1);
      await queryClient.invalidateQueries({ queryKey: trpc.controllers.commands.queryKey() });
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t("controllers.commands")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {canSend ? (
          <div className="flex flex-wrap items-end gap-3">
            <LabelledSelect
              label={t("controllers.command")}
              value={command}
              options={CONTROLLER_COMMANDS.map((c) => ({
                value: c,
                label: t(`controllers.commandNames.${c}`),
              }))}
              onChange={setCommand}
            />
            <LabelledSelect
              label={t("controllers.commandSensor")}
              value={sensorId}
              options={[
                { value: "none", label: t("controllers.noSensor") },
                ...controller.sensors.map((s) => ({ value: String(s.id), label: s.name })),
              ]}
              onChange={setSensorId}
            />
            <div className="flex min-w-60 flex-1 flex-col gap-1">
              <Label htmlFor={payloadId} className="text-xs text-muted-foreground">
                {t("controllers.payload")}
              </Label>
              <textarea
                id={payloadId}
                value={payload}
                onChange={(e) => setPayload(e.target.value)}
                rows={1}
                className="min-h-8 rounded-md border border-input bg-card px-2 py-1 font-mono text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
              />
            </div>
            <Button size="sm" onClick={() => void submit()} disabled={send.isPending}>
              <SendIcon aria-hidden="true" />
              {t("controllers.send")}
            </Button>
          </div>
        ) : null}
        {history.isPending ? (
          <p className="text-sm text-muted-foreground">{t("common.loading")}</p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("controllers.noCommands")}</p>
        ) : (
          <table className="w-full text-sm" data-testid="command-history">
            <thead>
              <tr className="border-b text-left text-xs text-muted-foreground">
                <th className="py-1.5 font-medium">{t("controllers.sentAt")}</th>
                <th className="py-1.5 font-medium">{t("controllers.command")}</th>
                <th className="py-1.5 font-medium">{t("controllers.commandSensor")}</th>
                <th className="py-1.5 font-medium">{t("controllers.status")}</th>
                <th className="py-1.5 font-medium">{t("controllers.completedAt")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.id} className="h-9 border-b last:border-0">
                  <td className="tabular-nums">{formatDate(c.created_at, { withTime: true })}</td>
                  <td>{t(`controllers.commandNames.${c.command}`, { defaultValue: c.command })}</td>
                  <td>{c.sensor_id ? (sensorNames.get(c.sensor_id) ?? `#${c.sensor_id}`) : "—"}</td>
                  <td>
                    <Badge variant={STATUS_VARIANT[c.status as keyof typeof STATUS_VARIANT] ?? "outline"}>
                      {COMMAND_STATUS_NAMES[c.status] ?? c.status}
                    </Badge>
                  </td>
                  <td className="tabular-nums">
                    {c.completed_at ? formatDate(c.completed_at, { withTime: true }) : "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {meta && meta.total > 0 ? (
          <Pagination
            page={page}
            lastPage={meta.last_page}
            total={meta.total}
            pageSize={max}
            pageSizeOptions={[10, 24, 50]}
            onPageChange={setPage}
            onPageSizeChange={(m) => {
              setMax(m);
              setPage(1);
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
