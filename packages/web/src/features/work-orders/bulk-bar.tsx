/** The bar of a selection: "Set in work", "Complete", "Close" — each enabled when every selected order allows it. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { CheckCheckIcon, LockIcon, PlayIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ToolButton } from "@/components/ui/tool-button";
import { apiErrorInfo } from "@/lib/api-error";
import { errorText, notifyErrorText } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { BULK_ACTIONS, type BulkAction, blockingStatuses, bulkAllowed } from "./bulk-actions";
import { CompleteDialog } from "./complete-dialog";

const ICONS = { take: PlayIcon, complete: CheckCheckIcon, close: LockIcon } as const;

/** A refused transition (409) in plain words; anything else as the server said it. */
export function actionErrorText(error: unknown, t: TFunction): string {
  const info = apiErrorInfo(error);
  if (info.status === 409 && info.message) return t("workOrders.conflict", { message: info.message });
  return errorText(error);
}

export function BulkBar({
  selected,
  onDone,
}: {
  /** Selected order ids and their statuses. */
  selected: ReadonlyMap<number, number>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [completing, setCompleting] = useState(false);
  const ids = [...selected.keys()];
  const statuses = [...selected.values()];
  const options = { meta: { handlesErrors: true } } as const;
  const take = useMutation(trpc.maintenance.workOrders.inWorkMultiple.mutationOptions(options));
  const complete = useMutation(trpc.maintenance.workOrders.completeMultiple.mutationOptions(options));
  const close = useMutation(trpc.maintenance.workOrders.closeMultiple.mutationOptions(options));
  const pending = take.isPending || complete.isPending || close.isPending;

  const run = async (action: BulkAction, notes?: string) => {
    try {
      const result =
        action === "take"
          ? await take.mutateAsync({ ids })
          : action === "complete"
            ? await complete.mutateAsync({ ids, completion_notes: notes || null })
            : await close.mutateAsync({ ids });
      toast.success(t("workOrders.bulkDone", { count: result.ids.length }));
      onDone();
    } catch (error) {
      notifyErrorText(actionErrorText(error, t));
    } finally {
      await queryClient.invalidateQueries({ queryKey: trpc.maintenance.pathKey() });
    }
  };

  return (
    <section
      className="sticky bottom-4 z-10 mx-auto flex max-w-full flex-wrap items-center gap-2 rounded-lg border bg-card px-3 py-2 shadow-lg"
      aria-label={t("workOrders.selected", { count: ids.length })}
      data-testid="bulk-bar"
    >
      <span className="text-sm" aria-live="polite">
        {t("workOrders.selected", { count: ids.length })}
      </span>
      {BULK_ACTIONS.map((action) => {
        const allowed = bulkAllowed(statuses, action);
        const blocked = blockingStatuses(statuses, action);
        const title = allowed
          ? undefined
          : t("workOrders.bulkNotAllowed", {
              action: t(`workOrders.bulk.${action}`).toLowerCase(),
              statuses: blocked.map((s) => t(`workOrders.statuses.${s}`)).join(", "),
            });
        return (
          <ToolButton
            key={action}
            icon={ICONS[action]}
            variant={action === "complete" ? "default" : "outline"}
            size="default"
            disabled={!allowed || pending}
            title={title}
            onClick={() => (action === "complete" ? setCompleting(true) : void run(action))}
          >
            {t(`workOrders.bulk.${action}`)}
          </ToolButton>
        );
      })}
      <Button variant="ghost" size="sm" onClick={onDone}>
        <XIcon aria-hidden="true" />
        {t("workOrders.clearSelection")}
      </Button>
      <CompleteDialog
        open={completing}
        onOpenChange={setCompleting}
        pending={complete.isPending}
        onConfirm={async (notes) => {
          await run("complete", notes);
          setCompleting(false);
        }}
      />
    </section>
  );
}
