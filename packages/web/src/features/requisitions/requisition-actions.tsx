/**
 * One button per action the caller may take now (`detail.actions`, from the shared state machine
 * on the server): approve, unapprove, reset and take run at once; deny and put on hold ask a
 * reason; complete and conclude ask the actual cost, savings and notes. After each, the details
 * reload and a toast says what happened; a refusal (409, 403) shows the server's words.
 */
import type { RequisitionAction } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  CheckCheckIcon,
  FlagIcon,
  type LucideIcon,
  PauseIcon,
  PlayIcon,
  RotateCcwIcon,
  ThumbsDownIcon,
  ThumbsUpIcon,
  UndoIcon,
} from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ToolButton } from "@/components/ui/tool-button";
import { errorText, notifyErrorText } from "@/lib/notify";
import { useTRPC, useTRPCClient } from "@/lib/trpc";
import { FinishDialog, type FinishValues, ReasonDialog } from "./requisition-action-dialogs";
import type { RequisitionDetails } from "./requisition-types";

const ICONS: Record<RequisitionAction, LucideIcon> = {
  approve: ThumbsUpIcon,
  unapprove: UndoIcon,
  deny: ThumbsDownIcon,
  reset: RotateCcwIcon,
  "on-hold": PauseIcon,
  take: PlayIcon,
  complete: CheckCheckIcon,
  conclude: FlagIcon,
};

/** The procedure of each action (the REST path's "on-hold" is `onHold` in tRPC). */
const PROCEDURE = {
  approve: "approve",
  unapprove: "unapprove",
  deny: "deny",
  reset: "reset",
  "on-hold": "onHold",
  take: "take",
  complete: "complete",
  conclude: "conclude",
} as const satisfies Record<RequisitionAction, string>;

/** The forward steps stand out; the rest are outline buttons. */
const PRIMARY: ReadonlySet<RequisitionAction> = new Set(["approve", "take", "complete"]);

interface ActionInput {
  reason?: string;
  cost?: number | null;
  cost_savings?: number | null;
  completion_notes?: string | null;
}

export function RequisitionActions({ detail }: { detail: RequisitionDetails }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<RequisitionAction | null>(null);
  const run = useMutation({
    mutationFn: ({ action, input }: { action: RequisitionAction; input: ActionInput }) =>
      client.requisitions[PROCEDURE[action]].mutate({ id: detail.id, ...input }),
    meta: { handlesErrors: true },
  });

  const perform = async (action: RequisitionAction, input: ActionInput = {}) => {
    try {
      await run.mutateAsync({ action, input });
      toast.success(t(`requisitions.actionDone.${action}`));
      setAsking(null);
    } catch (error) {
      notifyErrorText(errorText(error));
    } finally {
      await queryClient.invalidateQueries({ queryKey: trpc.requisitions.pathKey() });
    }
  };

  const open = (action: RequisitionAction) => {
    if (action === "deny" || action === "on-hold" || action === "complete" || action === "conclude") {
      setAsking(action);
    } else {
      void perform(action);
    }
  };

  return (
    <>
      {detail.actions.map((action) => (
        <ToolButton
          key={action}
          icon={ICONS[action]}
          size="default"
          className="h-11 sm:h-9"
          variant={PRIMARY.has(action) ? "default" : "outline"}
          data-testid={`requisition-action-${action}`}
          disabled={run.isPending}
          onClick={() => open(action)}
        >
          {t(`requisitions.actions.${action}`)}
        </ToolButton>
      ))}
      {asking === "deny" || asking === "on-hold" ? (
        <ReasonDialog
          action={asking}
          open
          onOpenChange={(next) => setAsking(next ? asking : null)}
          pending={run.isPending}
          onConfirm={(reason) => perform(asking, { reason })}
        />
      ) : null}
      {asking === "complete" || asking === "conclude" ? (
        <FinishDialog
          action={asking}
          open
          onOpenChange={(next) => setAsking(next ? asking : null)}
          pending={run.isPending}
          expected={{ cost: detail.cost ?? detail.estimated_cost, cost_savings: detail.cost_savings }}
          onConfirm={(values: FinishValues) => perform(asking, values)}
        />
      ) : null}
    </>
  );
}
