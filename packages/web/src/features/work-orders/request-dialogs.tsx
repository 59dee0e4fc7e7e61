/** The small request form ("Request maintenance") and the convert and reject dialogs of a request. */
import { MAINTENANCE_TYPES, WORK_ORDER_PRIORITY_NAMES } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowRightLeftIcon, ClipboardPlusIcon, XCircleIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ButtonDialog } from "@/components/ui/button-dialog";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LabelledSelect } from "@/components/ui/select-box";
import { ToolButton } from "@/components/ui/tool-button";
import { notifyError } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { plantInstant, plantParts } from "./work-order-form-schema";

const ERRORS_HERE = { meta: { handlesErrors: true } } as const;

function TextArea({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-md border bg-background px-3 py-2 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
      />
    </div>
  );
}

export interface RequestPlace {
  plant_id: number;
  production_line_id?: number | null;
  machine_id?: number | null;
  asset_id?: number | null;
  equipment_item_id?: number | null;
}

export function RequestMaintenanceButton({ place }: { place: RequestPlace }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const titleId = useId();
  const create = useMutation(trpc.maintenance.requests.create.mutationOptions(ERRORS_HERE));
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [priority, setPriority] = useState("2");
  return (
    <ButtonDialog
      trigger={<ToolButton icon={ClipboardPlusIcon}>{t("workOrders.requests.create")}</ToolButton>}
      title={t("workOrders.requests.formTitle")}
      description={t("workOrders.requests.formDescription")}
    >
      {(close) => (
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void create
              .mutateAsync({ ...place, title, description: description || null, priority: Number(priority) })
              .then(async () => {
                toast.success(t("workOrders.requests.sent"));
                await queryClient.invalidateQueries({ queryKey: trpc.maintenance.requests.pathKey() });
                close();
              }, notifyError);
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={titleId}>{t("workOrders.titleField")}</Label>
            <Input
              id={titleId}
              required
              maxLength={200}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            />
          </div>
          <TextArea label={t("workOrders.description")} value={description} onChange={setDescription} />
          <LabelledSelect
            variant="form"
            label={t("workOrders.priority")}
            value={priority}
            onChange={setPriority}
            options={WORK_ORDER_PRIORITY_NAMES.map((_, i) => ({
              value: String(i + 1),
              label: t(`workOrders.priorities.${i + 1}`),
            }))}
          />
          <DialogFooter>
            <Button type="submit" disabled={!title.trim() || create.isPending}>
              {t("workOrders.requests.send")}
            </Button>
          </DialogFooter>
        </form>
      )}
    </ButtonDialog>
  );
}

export function ConvertRequestButton({ id, timeZone }: { id: number; timeZone: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const dateId = useId();
  const timeId = useId();
  const convert = useMutation(trpc.maintenance.requests.convert.mutationOptions(ERRORS_HERE));
  const now = plantParts(new Date().toISOString(), timeZone);
  const [date, setDate] = useState(now.date);
  const [time, setTime] = useState(now.time);
  const [type, setType] = useState<string>("breakdown");
  return (
    <ButtonDialog
      trigger={<ToolButton icon={ArrowRightLeftIcon}>{t("workOrders.requests.convert")}</ToolButton>}
      title={t("workOrders.requests.convertTitle")}
      description={t("workOrders.requests.convertDescription")}
    >
      {(close) => (
        <div className="flex flex-col gap-3">
          <div className="grid grid-cols-2 gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={dateId}>{t("workOrders.scheduledDate")}</Label>
              <Input id={dateId} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={timeId}>{t("workOrders.scheduledTime")}</Label>
              <Input id={timeId} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
            </div>
          </div>
          <LabelledSelect
            variant="form"
            label={t("workOrders.type")}
            value={type}
            onChange={setType}
            options={MAINTENANCE_TYPES.map((m) => ({ value: m, label: t(`workOrders.types.${m}`) }))}
          />
          <DialogFooter>
            <Button
              disabled={!date || !time || convert.isPending}
              onClick={() =>
                void convert
                  .mutateAsync({
                    id,
                    scheduled_start: plantInstant(date, time, timeZone),
                    maintenance_type: type as "breakdown",
                  })
                  .then(async () => {
                    toast.success(t("workOrders.requests.converted"));
                    await queryClient.invalidateQueries({ queryKey: trpc.maintenance.pathKey() });
                    close();
                  }, notifyError)
              }
            >
              {t("workOrders.requests.convert")}
            </Button>
          </DialogFooter>
        </div>
      )}
    </ButtonDialog>
  );
}

export function RejectRequestButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const reject = useMutation(trpc.maintenance.requests.reject.mutationOptions(ERRORS_HERE));
  const [reason, setReason] = useState("");
  return (
    <ButtonDialog
      trigger={<ToolButton icon={XCircleIcon}>{t("workOrders.requests.reject")}</ToolButton>}
      title={t("workOrders.requests.rejectTitle")}
      description={t("workOrders.requests.rejectDescription")}
    >
      {(close) => (
        <div className="flex flex-col gap-3">
          <TextArea label={t("workOrders.requests.reason")} value={reason} onChange={setReason} />
          <DialogFooter>
            <Button
              variant="destructive"
              disabled={!reason.trim() || reject.isPending}
              onClick={() =>
                void reject.mutateAsync({ id, reason }).then(async () => {
                  toast.success(t("workOrders.requests.rejected"));
                  await queryClient.invalidateQueries({ queryKey: trpc.maintenance.pathKey() });
                  close();
                }, notifyError)
              }
            >
              {t("workOrders.requests.reject")}
            </Button>
          </DialogFooter>
        </div>
      )}
    </ButtonDialog>
  );
}
