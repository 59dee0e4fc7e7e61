/**
 * Pieces the alarms list and the alarm panels share: the severity chip (colour with an icon and a
 * word, never colour alone), the alert and parameter labels, the value with its unit, and the
 * acknowledge dialog (plain or with re-baseline) that asks for confirmation and an optional note.
 */
import type { RouterOutputs } from "@plantwise/api/router";
import { roundNumber } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  CheckIcon,
  CircleAlertIcon,
  CircleCheckIcon,
  LoaderCircleIcon,
  RefreshCwIcon,
  TriangleAlertIcon,
} from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";

export type AlarmRow = RouterOutputs["alarms"]["list"]["data"][number];

/** Warning amber, alarm red; a cleared alarm is shown muted with a check (UI.md colours). */
export function SeverityBadge({ severity, open = true }: { severity: number; open?: boolean }) {
  const { t } = useTranslation();
  const label = t(`alarmsArea.severities.${severity === 2 ? 2 : 1}`);
  if (!open) {
    return (
      <Badge variant="offline" data-testid="severity">
        <CircleCheckIcon aria-hidden="true" />
        {label}
      </Badge>
    );
  }
  return (
    <Badge variant={severity === 2 ? "alarm" : "warning"} data-testid="severity">
      {severity === 2 ? <CircleAlertIcon aria-hidden="true" /> : <TriangleAlertIcon aria-hidden="true" />}
      {label}
    </Badge>
  );
}

/** "Alarm · Velocity RMS X" : the alert type and, for level alarms, the parameter and axis. */
export function useAlertText() {
  const { t } = useTranslation();
  return (row: Pick<AlarmRow, "alert_type_label" | "parameter_key" | "axis">) => {
    const parameter = row.parameter_key
      ? t(`signals.parameters.${row.parameter_key}`, { defaultValue: row.parameter_key })
      : null;
    const axis = row.axis > 0 ? ["", "X", "Y", "Z"][row.axis] : "";
    return parameter
      ? `${row.alert_type_label} · ${parameter}${axis ? ` ${axis}` : ""}`
      : row.alert_type_label;
  };
}

export function valueText(value: number | null, unit: string | null): string {
  if (value == null) return "—";
  return `${roundNumber(value)}${unit ? ` ${unit}` : ""}`;
}

/** The item path of an alarm: "Mill 1 › Red Motor", or the sensor/controller when it has no item. */
export function placeText(row: AlarmRow): string {
  const parts = [row.production_line_name, row.machine_name, row.item_name].filter(Boolean);
  return parts.length > 0 ? parts.join(" › ") : (row.controller_name ?? row.plant_name);
}

/** Every alarm view (lists, panels, machine summaries, health colours) after an acknowledgement. */
export function useInvalidateAlarms() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.alarms.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.equipments.health.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.signals.levelZones.pathKey() }),
    ]);
}

/**
 * The acknowledge confirmation. `rebaseline` acknowledges one level alarm and re-baselines its
 * parameter; otherwise every id is acknowledged. Errors are shown by the global handler and the
 * dialog stays open.
 */
export function AcknowledgeDialog({
  ids,
  rebaseline = false,
  trigger,
  onDone,
}: {
  ids: readonly number[];
  rebaseline?: boolean;
  trigger: ReactNode;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const noteId = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const invalidate = useInvalidateAlarms();
  const acknowledge = useMutation(trpc.alarms.acknowledge.mutationOptions());
  const withRebaseline = useMutation(trpc.alarms.acknowledgeRebaseline.mutationOptions());
  const pending = acknowledge.isPending || withRebaseline.isPending;

  const run = async () => {
    const text = note.trim() || undefined;
    try {
      if (rebaseline) {
        await withRebaseline.mutateAsync({ id: ids[0]!, note: text });
        notifySuccess(t("alarmsArea.rebaselinedToast"));
      } else {
        await acknowledge.mutateAsync({ ids: [...ids], note: text });
        notifySuccess(t("alarmsArea.acknowledgedToast", { count: ids.length }));
      }
      setOpen(false);
      setNote("");
      onDone?.();
    } catch {
      // The global error handler has shown the server's message; the dialog stays open.
    } finally {
      await invalidate();
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {rebaseline
              ? t("alarmsArea.rebaselineTitle")
              : t("alarmsArea.acknowledgeTitle", { count: ids.length })}
          </DialogTitle>
          <DialogDescription>
            {rebaseline ? t("alarmsArea.rebaselineDescription") : t("alarmsArea.acknowledgeDescription")}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={noteId}>{t("alarmsArea.note")}</Label>
          <Input id={noteId} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t("common.cancel")}
          </Button>
          <Button onClick={() => void run()} disabled={pending || ids.length === 0}>
            {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            {pending
              ? t("alarmsArea.acknowledging")
              : rebaseline
                ? t("alarmsArea.acknowledgeRebaseline")
                : t("alarmsArea.acknowledge")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Level alarms on a sensor's parameter can be re-baselined (the server checks it too). */
const canRebaseline = (row: AlarmRow) =>
  row.kind === "level" && row.sensor_id != null && row.parameter_type != null;

/**
 * Acknowledge (until someone has), and acknowledge with a re-baseline while a level alarm is open
 * (re-baselining is how a new normal after a repair is accepted, acknowledged or not).
 */
export function AlarmActions({ row }: { row: AlarmRow }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-1">
      {row.acknowledged_at ? null : (
        <AcknowledgeDialog
          ids={[row.id]}
          trigger={
            <Button size="sm" variant="outline">
              <CheckIcon aria-hidden="true" />
              {t("alarmsArea.acknowledge")}
            </Button>
          }
        />
      )}
      {row.is_open && canRebaseline(row) ? (
        <AcknowledgeDialog
          ids={[row.id]}
          rebaseline
          trigger={
            <Button
              size="icon"
              variant="outline"
              className="size-8"
              aria-label={t("alarmsArea.acknowledgeRebaseline")}
              title={t("alarmsArea.acknowledgeRebaseline")}
            >
              <RefreshCwIcon aria-hidden="true" />
            </Button>
          }
        />
      ) : null}
    </div>
  );
}
