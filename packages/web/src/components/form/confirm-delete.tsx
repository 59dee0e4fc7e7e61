import { LoaderCircleIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
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

/** The word to type before deleting something with attached devices (spec part 1 §5). */
export const DELETE_WORD = "delete";

interface ConfirmDeleteProps {
  /** The translated name of the thing, for the question and "{item} deleted". */
  itemLabel: string;
  /** Ask for the typed word: the item has attached devices. */
  hasAttachedDevices?: boolean;
  onConfirm: () => Promise<unknown>;
  /** The button that opens the dialog. */
  trigger: ReactNode;
}

export function ConfirmDelete({
  itemLabel,
  hasAttachedDevices = false,
  onConfirm,
  trigger,
}: ConfirmDeleteProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [pending, setPending] = useState(false);
  const confirmed = !hasAttachedDevices || typed.trim().toLowerCase() === DELETE_WORD;

  const remove = async () => {
    if (!confirmed) return;
    setPending(true);
    try {
      await onConfirm();
      toast.success(t("messages.itemDeleted", { item: itemLabel }));
      setOpen(false);
    } catch {
      // The global error handler has shown the server's message; the dialog stays open.
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setTyped("");
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("form.deleteTitle", { item: itemLabel })}</DialogTitle>
          <DialogDescription>{t("form.deleteDescription")}</DialogDescription>
        </DialogHeader>
        {hasAttachedDevices ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={inputId}>
              {t("form.deleteAttached", { item: itemLabel, word: DELETE_WORD })}
            </Label>
            <Input
              id={inputId}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
            />
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t("common.cancel")}
          </Button>
          <Button variant="destructive" onClick={() => void remove()} disabled={!confirmed || pending}>
            {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            {pending ? t("form.deleting") : t("common.delete")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
