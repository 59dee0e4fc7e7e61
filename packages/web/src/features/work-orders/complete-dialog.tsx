/** Completing asks what was done (the log's text) and, for an order raised by an alarm, offers the re-baseline. */
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { PendingButton } from "@/components/ui/pending-button";

export function CompleteDialog({
  open,
  onOpenChange,
  pending,
  onConfirm,
  offerRebaseline = false,
  incident = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: (notes: string, rebaseline: boolean) => Promise<void>;
  offerRebaseline?: boolean;
  /** The order came from an incident: the re-baseline acknowledges the whole incident. */
  incident?: boolean;
}) {
  const { t } = useTranslation();
  const notesId = useId();
  const rebaselineId = useId();
  const [notes, setNotes] = useState("");
  const [rebaseline, setRebaseline] = useState(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("workOrders.completeTitle")}</DialogTitle>
          <DialogDescription>{t("workOrders.completeDescription")}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={notesId}>{t("workOrders.completionNotes")}</Label>
          <textarea
            id={notesId}
            rows={4}
            data-testid="complete-notes"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            className="min-h-24 rounded-md border bg-background px-3 py-2 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
          />
        </div>
        {offerRebaseline ? (
          <div className="flex items-start gap-3 rounded-md border p-3">
            <Checkbox
              id={rebaselineId}
              className="mt-0.5 size-5"
              checked={rebaseline}
              onCheckedChange={(on) => setRebaseline(on === true)}
            />
            <div className="flex flex-col gap-1">
              <Label htmlFor={rebaselineId}>
                {t(incident ? "workOrders.rebaselineIncident" : "workOrders.rebaseline")}
              </Label>
              <p className="text-xs text-muted-foreground">
                {t(incident ? "workOrders.rebaselineIncidentHelp" : "workOrders.rebaselineHelp")}
              </p>
            </div>
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" className="h-11 sm:h-9" onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
          <PendingButton
            className="h-11 sm:h-9"
            pending={pending}
            data-testid="complete-confirm"
            onClick={() => void onConfirm(notes.trim(), rebaseline)}
          >
            {t("workOrders.actions.complete")}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
