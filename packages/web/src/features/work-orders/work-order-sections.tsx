/** The work order page's cards: checklist, parts used, labour, totals, comments, attachments, history. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CameraIcon, FileTextIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LabelledSelect } from "@/components/ui/select-box";
import { notifyError, notifyErrorText } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { downloadFile, uploadForm } from "./authed-files";
import { dateTimeText, hoursText, moneyText } from "./work-order-text";
import type { WorkOrderDetails } from "./work-order-types";

function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        {aside}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">{children}</CardContent>
    </Card>
  );
}

function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.maintenance.workOrders.pathKey() });
}

const ERRORS_HERE = { meta: { handlesErrors: true } } as const;

export function ChecklistCard({ order, editable }: { order: WorkOrderDetails; editable: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const refresh = useRefresh();
  const toggle = useMutation(trpc.maintenance.workOrders.toggleChecklistItem.mutationOptions(ERRORS_HERE));
  const done = order.checklist.filter((c) => c.is_done).length;
  return (
    <Section
      title={t("workOrders.checklist")}
      aside={
        order.checklist.length > 0 ? (
          <span className="text-sm text-muted-foreground">
            {t("workOrders.checklistDone", { done, total: order.checklist.length })}
          </span>
        ) : null
      }
    >
      {order.checklist.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("workOrders.checklistEmpty")}</p>
      ) : (
        <ul className="flex flex-col">
          {order.checklist.map((item) => (
            <li key={item.id} data-testid="checklist-item" data-done={item.is_done}>
              <div
                className={cn(
                  "flex min-h-12 items-center gap-3 rounded-md px-2 py-2 hover:bg-accent/50",
                  item.is_done && "text-muted-foreground line-through",
                )}
              >
                <Checkbox
                  id={`check-${item.id}`}
                  className="size-6"
                  data-testid="checklist-check"
                  aria-label={t("workOrders.tick", { step: item.instruction })}
                  checked={item.is_done}
                  disabled={!editable || toggle.isPending}
                  onCheckedChange={(on) =>
                    void toggle
                      .mutateAsync({ id: order.id, item_id: item.id, is_done: on === true })
                      .then(refresh, notifyError)
                  }
                />
                <label htmlFor={`check-${item.id}`} className="flex-1 cursor-pointer text-base sm:text-sm">
                  {item.instruction}
                </label>
                {item.done_by_name ? (
                  <span className="hidden text-xs text-muted-foreground no-underline sm:inline">
                    {item.done_by_name}
                  </span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/**
 * A card of an order's lines (parts used, labour): each line with what it is, its detail and its
 * cost, removable while the order is editable, and an inline form to add one.
 */
function LinesCard<Line extends { id: number; cost: number }>({
  title,
  empty,
  addLabel,
  testId,
  lines,
  editable,
  addForm,
  describe,
  removeLabel,
  onRemove,
}: {
  title: string;
  empty: string;
  addLabel: string;
  /** "part" or "labour": the add button is add-<testId>, each line <testId>-line. */
  testId: string;
  lines: readonly Line[];
  editable: boolean;
  addForm: (onDone: () => void) => ReactNode;
  describe: (line: Line) => { name: ReactNode; detail: ReactNode };
  removeLabel: (line: Line) => string;
  onRemove: (line: Line) => Promise<unknown>;
}) {
  const { i18n } = useTranslation();
  const refresh = useRefresh();
  const [adding, setAdding] = useState(false);
  return (
    <Section
      title={title}
      aside={
        editable && !adding ? (
          <Button
            variant="outline"
            className="h-11 sm:h-8"
            data-testid={`add-${testId}`}
            onClick={() => setAdding(true)}
          >
            <PlusIcon aria-hidden="true" />
            {addLabel}
          </Button>
        ) : null
      }
    >
      {adding ? addForm(() => setAdding(false)) : null}
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y">
          {lines.map((line) => {
            const { name, detail } = describe(line);
            return (
              <li key={line.id} className="flex items-center gap-3 py-2" data-testid={`${testId}-line`}>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{name}</p>
                  <p className="text-xs text-muted-foreground">{detail}</p>
                </div>
                <span className="tabular-nums">{moneyText(line.cost, i18n.language)}</span>
                {editable ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-11 sm:size-8"
                    aria-label={removeLabel(line)}
                    onClick={() => void onRemove(line).then(refresh, notifyError)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

export function PartsCard({ order, editable }: { order: WorkOrderDetails; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const remove = useMutation(trpc.maintenance.workOrders.removePart.mutationOptions(ERRORS_HERE));
  return (
    <LinesCard
      title={t("workOrders.parts")}
      empty={t("workOrders.partsEmpty")}
      addLabel={t("workOrders.addPart")}
      testId="part"
      lines={order.parts}
      editable={editable}
      addForm={(onDone) => <AddPartForm order={order} onDone={onDone} />}
      describe={(line) => ({
        name: `${line.part_number} · ${line.part_name}`,
        detail: `${line.store_room_name} · ${hoursText(line.quantity, i18n.language)} ${line.unit} × ${moneyText(line.unit_cost, i18n.language)}`,
      })}
      removeLabel={(line) => t("workOrders.removePart", { name: line.part_name })}
      onRemove={(line) => remove.mutateAsync({ id: order.id, line_id: line.id })}
    />
  );
}

function AddPartForm({ order, onDone }: { order: WorkOrderDetails; onDone: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const refresh = useRefresh();
  const quantityId = useId();
  const parts = useQuery(trpc.maintenance.parts.options.queryOptions({ plant_id: order.plant_id }));
  const add = useMutation(trpc.maintenance.workOrders.addPart.mutationOptions(ERRORS_HERE));
  const [partId, setPartId] = useState<string>();
  const [roomId, setRoomId] = useState<string>();
  const [quantity, setQuantity] = useState("1");
  const part = parts.data?.find((p) => String(p.id) === partId);
  const room = part?.stock.find((s) => String(s.store_room_id) === roomId);
  const submit = async () => {
    if (!partId || !roomId) return;
    try {
      await add.mutateAsync({
        id: order.id,
        part_id: Number(partId),
        store_room_id: Number(roomId),
        quantity: Number(quantity),
      });
      toast.success(t("workOrders.added"));
      await refresh();
      onDone();
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <div className="grid grid-cols-1 gap-3 rounded-md border p-3 sm:grid-cols-2 sm:items-end">
      <LabelledSelect
        variant="form"
        label={t("workOrders.part")}
        value={partId}
        placeholder={t("workOrders.choose")}
        className="flex min-w-0 flex-col gap-1.5"
        data-testid="add-part-part"
        options={(parts.data ?? []).map((p) => ({
          value: String(p.id),
          label: `${p.part_number} · ${p.name}`,
        }))}
        onChange={(v) => {
          setPartId(v);
          setRoomId(undefined);
        }}
      />
      <LabelledSelect
        variant="form"
        label={t("workOrders.storeRoom")}
        value={roomId}
        placeholder={t("workOrders.choose")}
        className="flex min-w-0 flex-col gap-1.5"
        data-testid="add-part-store"
        options={(part?.stock ?? []).map((s) => ({
          value: String(s.store_room_id),
          label: `${s.store_room_name} (${t("workOrders.inStock", { count: s.quantity })})`,
        }))}
        onChange={setRoomId}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={quantityId}>{t("workOrders.quantity")}</Label>
        <Input
          id={quantityId}
          type="number"
          inputMode="decimal"
          min={0}
          max={room?.quantity}
          step="any"
          className="h-11 sm:h-9"
          data-testid="add-part-quantity"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
      </div>
      <div className="flex gap-2 sm:col-span-2 sm:justify-end">
        <Button
          className="h-11 sm:h-9"
          disabled={!partId || !roomId || add.isPending}
          data-testid="add-part-submit"
          onClick={() => void submit()}
        >
          {t("workOrders.addPart")}
        </Button>
        <Button variant="ghost" className="h-11 sm:h-9" onClick={onDone}>
          {t("common.cancel")}
        </Button>
      </div>
    </div>
  );
}

export function LabourCard({ order, editable }: { order: WorkOrderDetails; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const remove = useMutation(trpc.maintenance.workOrders.removeLabour.mutationOptions(ERRORS_HERE));
  return (
    <LinesCard
      title={t("workOrders.labour")}
      empty={t("workOrders.labourEmpty")}
      addLabel={t("workOrders.addLabour")}
      testId="labour"
      lines={order.labour}
      editable={editable}
      addForm={(onDone) => <AddLabourForm order={order} onDone={onDone} />}
      describe={(line) => ({
        name: line.user_name,
        detail: `${line.work_date} · ${hoursText(line.hours, i18n.language)} h${line.note ? ` · ${line.note}` : ""}`,
      })}
      removeLabel={(line) => t("workOrders.removeLabour", { name: line.user_name })}
      onRemove={(line) => remove.mutateAsync({ id: order.id, line_id: line.id })}
    />
  );
}

function AddLabourForm({ order, onDone }: { order: WorkOrderDetails; onDone: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const refresh = useRefresh();
  const hoursId = useId();
  const dateId = useId();
  const people = useQuery(trpc.maintenance.workOrders.people.queryOptions({ plant_id: order.plant_id }));
  const add = useMutation(trpc.maintenance.workOrders.addLabour.mutationOptions(ERRORS_HERE));
  const [userId, setUserId] = useState<string | undefined>(
    order.assignee_user_ids[0] ? String(order.assignee_user_ids[0]) : undefined,
  );
  const [hours, setHours] = useState("1");
  const [date, setDate] = useState(new Date().toISOString().slice(0, 10));
  const submit = async () => {
    if (!userId) return;
    try {
      await add.mutateAsync({ id: order.id, user_id: Number(userId), hours: Number(hours), work_date: date });
      toast.success(t("workOrders.added"));
      await refresh();
      onDone();
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <div className="grid grid-cols-1 gap-3 rounded-md border p-3 sm:grid-cols-2 sm:items-end">
      <LabelledSelect
        variant="form"
        label={t("workOrders.who")}
        value={userId}
        placeholder={t("workOrders.choose")}
        className="flex min-w-0 flex-col gap-1.5"
        data-testid="add-labour-user"
        options={(people.data?.users ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
        onChange={setUserId}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={hoursId}>{t("workOrders.hours")}</Label>
        <Input
          id={hoursId}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.25"
          className="h-11 sm:h-9"
          data-testid="add-labour-hours"
          value={hours}
          onChange={(e) => setHours(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={dateId}>{t("workOrders.date")}</Label>
        <Input
          id={dateId}
          type="date"
          className="h-11 sm:h-9"
          data-testid="add-labour-date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
      </div>
      <div className="flex gap-2 sm:col-span-2 sm:justify-end">
        <Button
          className="h-11 sm:h-9"
          disabled={!userId || add.isPending}
          data-testid="add-labour-submit"
          onClick={() => void submit()}
        >
          {t("workOrders.addLabour")}
        </Button>
        <Button variant="ghost" className="h-11 sm:h-9" onClick={onDone}>
          {t("common.cancel")}
        </Button>
      </div>
    </div>
  );
}

export function TotalsCard({ order }: { order: WorkOrderDetails }) {
  const { t, i18n } = useTranslation();
  const rows: [string, string][] = [
    [t("workOrders.materialsCost"), moneyText(order.materials_cost, i18n.language)],
    [t("workOrders.labourHours"), hoursText(order.labour_hours, i18n.language)],
    [t("workOrders.labourCost"), moneyText(order.labour_cost, i18n.language)],
    [t("workOrders.totalCost"), moneyText(order.total_cost, i18n.language)],
  ];
  return (
    <Section title={t("workOrders.totals")}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="total">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function CommentsCard({ order, timeZone }: { order: WorkOrderDetails; timeZone: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const refresh = useRefresh();
  const inputId = useId();
  const [body, setBody] = useState("");
  const add = useMutation(trpc.maintenance.workOrders.addComment.mutationOptions(ERRORS_HERE));
  return (
    <Section title={t("workOrders.comments")}>
      {order.comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("workOrders.commentsEmpty")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {order.comments.map((c) => (
            <li key={c.id} className="rounded-md bg-muted/50 p-2">
              <p className="text-xs text-muted-foreground">
                {c.user_name ?? "—"} · {dateTimeText(c.created_at, timeZone)}
              </p>
              <p className="whitespace-pre-wrap text-sm">{c.body}</p>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          if (!body.trim()) return;
          void add.mutateAsync({ id: order.id, body }).then(() => {
            setBody("");
            return refresh();
          }, notifyError);
        }}
      >
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={inputId}>{t("workOrders.comment")}</Label>
          <textarea
            id={inputId}
            rows={2}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            className="rounded-md border bg-background px-3 py-2 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
          />
        </div>
        <Button type="submit" className="h-11 sm:h-9" disabled={!body.trim() || add.isPending}>
          {t("workOrders.addComment")}
        </Button>
      </form>
    </Section>
  );
}

/** Pictures and PDFs; on phones the picker opens the camera. */
export function AttachmentsCard({ order, editable }: { order: WorkOrderDetails; editable: boolean }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    const form = new FormData();
    form.append("file", file);
    setUploading(true);
    try {
      await uploadForm(`/api/maintenance/${order.id}/attachments`, form);
      toast.success(t("workOrders.uploaded"));
      await refresh();
    } catch (error) {
      notifyErrorText((error as Error).message);
    } finally {
      setUploading(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  };
  return (
    <Section
      title={t("workOrders.attachments")}
      aside={
        editable ? (
          <>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="image/*,application/pdf"
              capture="environment"
              className="sr-only"
              data-testid="attachment-input"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void upload(file);
              }}
            />
            <Button
              variant="outline"
              className="h-11 sm:h-8"
              data-testid="attachment-upload"
              disabled={uploading}
              onClick={() => inputRef.current?.click()}
            >
              <CameraIcon aria-hidden="true" />
              {uploading ? t("workOrders.uploading") : t("workOrders.upload")}
            </Button>
          </>
        ) : null
      }
    >
      {order.attachments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("workOrders.attachmentsEmpty")}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {order.attachments.map((a) => (
            <li key={a.id}>
              <button
                type="button"
                className="flex min-h-11 items-center gap-2 text-left text-sm text-primary underline-offset-4 hover:underline"
                onClick={() =>
                  void downloadFile(a.url, a.original_name).catch((e: Error) => notifyErrorText(e.message))
                }
              >
                {a.mime_type.startsWith("image/") ? (
                  <CameraIcon className="size-4" aria-hidden="true" />
                ) : (
                  <FileTextIcon className="size-4" aria-hidden="true" />
                )}
                {a.original_name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function HistoryCard({ order, timeZone }: { order: WorkOrderDetails; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <Section title={t("workOrders.history")}>
      {order.events.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("workOrders.historyEmpty")}</p>
      ) : (
        <ol className="flex flex-col gap-1.5 border-l pl-3">
          {order.events.map((e) => (
            <li key={e.id} className="text-sm">
              <span className="tabular-nums text-muted-foreground">
                {dateTimeText(e.created_at, timeZone)}
              </span>{" "}
              {t("workOrders.event", {
                who: e.user_name ?? "—",
                what: t(`workOrders.events.${e.action}`, { defaultValue: e.action }),
              })}
              {e.to_status ? ` → ${t(`workOrders.statuses.${e.to_status}`)}` : ""}
              {e.note ? <span className="block text-xs text-muted-foreground">{e.note}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
