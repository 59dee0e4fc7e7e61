/**
 * What an action asks before it runs: a reason to deny or put on hold (required), and the actual
 * cost, cost savings and notes to complete or conclude.
 */
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PendingButton } from "@/components/ui/pending-button";

const TEXTAREA =
  "min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive md:text-sm";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
}

/** Deny or put on hold: the reason is required, and said so before anything is sent. */
export function ReasonDialog({
  action,
  open,
  onOpenChange,
  pending,
  onConfirm,
}: DialogProps & { action: "deny" | "on-hold"; onConfirm: (reason: string) => Promise<void> }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const close = (next: boolean) => {
    if (!next) {
      setReason("");
      setMissing(false);
    }
    onOpenChange(next);
  };
  const confirm = () => {
    const text = reason.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    void onConfirm(text);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-lg" data-testid="requisition-reason-dialog">
        <DialogHeader>
          <DialogTitle>{t(`requisitions.reasonDialog.${action}Title`)}</DialogTitle>
          <DialogDescription>{t(`requisitions.reasonDialog.${action}Description`)}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={reasonId}>
            {t("requisitions.reasonDialog.reason")}
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          </Label>
          <textarea
            id={reasonId}
            rows={4}
            maxLength={1000}
            aria-required="true"
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${reasonId}-error` : undefined}
            data-testid="requisition-reason"
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim()) setMissing(false);
            }}
            className={TEXTAREA}
          />
          {missing ? (
            <p id={`${reasonId}-error`} className="text-xs text-destructive" role="alert">
              {t("requisitions.reasonDialog.reasonRequired")}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" className="h-11 sm:h-9" onClick={() => close(false)}>
            {t("common.cancel")}
          </Button>
          <PendingButton
            variant={action === "deny" ? "destructive" : "default"}
            className="h-11 sm:h-9"
            pending={pending}
            data-testid="requisition-action-confirm"
            onClick={confirm}
          >
            {t(`requisitions.actions.${action}`)}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export interface FinishValues {
  cost: number | null;
  cost_savings: number | null;
  completion_notes: string | null;
}

const amountOf = (text: string): number | null => {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
};

/** Complete or conclude: what the work cost and saved (the expected savings to start from), and notes. */
export function FinishDialog({
  action,
  open,
  onOpenChange,
  pending,
  expected,
  onConfirm,
}: DialogProps & {
  action: "complete" | "conclude";
  /** The figures the form holds: the estimated cost and the expected savings. */
  expected: { cost: number | null; cost_savings: number | null };
  onConfirm: (values: FinishValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const costId = useId();
  const savingsId = useId();
  const notesId = useId();
  const [cost, setCost] = useState(expected.cost === null ? "" : String(expected.cost));
  const [savings, setSavings] = useState(expected.cost_savings === null ? "" : String(expected.cost_savings));
  const [notes, setNotes] = useState("");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg" data-testid="requisition-finish-dialog">
        <DialogHeader>
          <DialogTitle>{t(`requisitions.finishDialog.${action}Title`)}</DialogTitle>
          <DialogDescription>{t(`requisitions.finishDialog.${action}Description`)}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={costId}>{t("requisitions.actualCost")}</Label>
            <Input
              id={costId}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              className="text-right tabular-nums"
              data-testid="requisition-cost"
              value={cost}
              onChange={(e) => setCost(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={savingsId}>{t("requisitions.costSavings")}</Label>
            <Input
              id={savingsId}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              className="text-right tabular-nums"
              data-testid="requisition-cost-savings"
              value={savings}
              onChange={(e) => setSavings(e.target.value)}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={notesId}>{t("requisitions.completionNotes")}</Label>
          <textarea
            id={notesId}
            rows={4}
            data-testid="requisition-notes"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            className={TEXTAREA}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" className="h-11 sm:h-9" onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
          <PendingButton
            className="h-11 sm:h-9"
            pending={pending}
            data-testid="requisition-action-confirm"
            onClick={() =>
              void onConfirm({
                cost: amountOf(cost),
                cost_savings: amountOf(savings),
                completion_notes: notes.trim() || null,
              })
            }
          >
            {t(`requisitions.actions.${action}`)}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
