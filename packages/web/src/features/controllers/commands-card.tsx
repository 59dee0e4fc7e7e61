/**
 * A gateway's commands: sending one (CONTROLLER_COMMANDS, for the whole gateway or one of its
 * sensors, with a JSON payload) and the history with the status names FAIL / SUCCESS / PROCESS /
 * CONTROLLER_TIMEOUT, paged.
 */
import { CONTROLLER_COMMANDS, formatDate } from "@plantwise/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SendIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Label } from "@/components/ui/label";
import { Pagination } from "@/components/ui/pagination";
import { LabelledSelect } from "@/components/ui/select-box";
import { TitledCard } from "@/components/ui/titled-card";
import { ToolButton } from "@/components/ui/tool-button";
import { CompactTable } from "@/features/common/compact-table";
import type { CommandRow, ControllerDetails } from "@/features/sensors/sensor-types";
import { notifyErrorText, notifyOnError, notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { COMMAND_STATUS_NAMES, COMMAND_STATUS_VARIANT } from "./controller-options";

/** The payload text as an object, or null when it is not a JSON object. */
function parsePayload(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text || "{}");
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function CommandsCard({ controller, canSend }: { controller: ControllerDetails; canSend: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const [max, setMax] = useState(10);
  const history = useQuery({
    ...trpc.controllers.commands.queryOptions({ id: controller.id, page, max }),
    placeholderData: keepPreviousData,
  });
  const rows = ((history.data as { data?: CommandRow[] } | undefined)?.data ?? []) as CommandRow[];
  const meta = (history.data as { meta?: { last_page: number; total: number } } | undefined)?.meta;
  const sensorNames = new Map(controller.sensors.map((s) => [s.id, s.name]));

  return (
    <TitledCard title={t("controllers.commands")} contentClassName="flex flex-col gap-4">
      {canSend ? <CommandForm controller={controller} onSent={() => setPage(1)} /> : null}
      {history.isPending ? (
        <p className="text-sm text-muted-foreground">{t("common.loading")}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("controllers.noCommands")}</p>
      ) : (
        <CompactTable<CommandRow>
          testId="command-history"
          rows={rows}
          rowKey={(c) => c.id}
          columns={[
            {
              key: "sent",
              header: t("controllers.sentAt"),
              className: "tabular-nums",
              cell: (c) => formatDate(c.created_at, { withTime: true }),
            },
            {
              key: "command",
              header: t("controllers.command"),
              cell: (c) => t(`controllers.commandNames.${c.command}`, { defaultValue: c.command }),
            },
            {
              key: "sensor",
              header: t("controllers.commandSensor"),
              cell: (c) => (c.sensor_id ? (sensorNames.get(c.sensor_id) ?? `#${c.sensor_id}`) : "—"),
            },
            {
              key: "status",
              header: t("controllers.status"),
              cell: (c) => (
                <Badge
                  variant={
                    COMMAND_STATUS_VARIANT[c.status as keyof typeof COMMAND_STATUS_VARIANT] ?? "outline"
                  }
                >
                  {COMMAND_STATUS_NAMES[c.status] ?? c.status}
                </Badge>
              ),
            },
            {
              key: "completed",
              header: t("controllers.completedAt"),
              className: "tabular-nums",
              cell: (c) => (c.completed_at ? formatDate(c.completed_at, { withTime: true }) : "—"),
            },
          ]}
        />
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
    </TitledCard>
  );
}

/** Command, target (the gateway or one sensor) and JSON payload; the history refreshes once sent. */
function CommandForm({ controller, onSent }: { controller: ControllerDetails; onSent: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const payloadId = useId();
  const [command, setCommand] = useState<string>("ping");
  const [sensorId, setSensorId] = useState("none");
  const [payload, setPayload] = useState("{}");
  const send = useMutation(trpc.controllers.sendCommand.mutationOptions({ meta: { handlesErrors: true } }));

  const submit = async () => {
    const parsed = parsePayload(payload);
    if (parsed === null) {
      notifyErrorText(t("controllers.payloadInvalid"));
      return;
    }
    await notifyOnError(async () => {
      await send.mutateAsync({
        id: controller.id,
        command: command as (typeof CONTROLLER_COMMANDS)[number],
        ...(sensorId !== "none" ? { sensor_id: Number(sensorId) } : {}),
        payload: parsed,
      });
      notifySuccess(t("controllers.commandSent"));
      onSent();
      await queryClient.invalidateQueries({ queryKey: trpc.controllers.commands.queryKey() });
    });
  };

  return (
    <div className="flex flex-wrap items-end gap-3">
      <LabelledSelect
        label={t("controllers.command")}
        value={command}
        options={CONTROLLER_COMMANDS.map((c) => ({ value: c, label: t(`controllers.commandNames.${c}`) }))}
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
      <ToolButton icon={SendIcon} variant="default" onClick={() => void submit()} disabled={send.isPending}>
        {t("controllers.send")}
      </ToolButton>
    </div>
  );
}
