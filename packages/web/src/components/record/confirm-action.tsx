import { LoaderCircleIcon, type LucideIcon } from "lucide-react";
import { isValidElement, type ReactNode, useId, useState } from "react";
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

/** The word to type before removing something with records attached (spec part 1 §5). */
export const DELETE_WORD = "delete";

/** A header button ("Delete", "Archive") opening the dialog: its icon and words. */
export interface ConfirmButton {
  icon: LucideIcon;
  label: string;
}

interface ConfirmActionProps {
  title: string;
  description: string;
  /** What is attached ("2 plants, 6 users"); when set the user must type the word. */
  attached?: string | null;
  /** The label of the typed word's box; by default it names what is attached. */
  typePrompt?: string;
  confirmLabel: string;
  pendingLabel: string;
  successMessage: string;
  /** Receives the typed word ("delete") when it was asked for. */
  onConfirm: (confirm: string | undefined) => Promise<unknown>;
  /** The element opening the dialog, or the icon and label of an outline button. */
  trigger: ReactNode | ConfirmButton;
}

/** The archive/delete dialog: asks for the typed word `delete` when records are attached (§5). */
export function ConfirmAction({
  title,
  description,
  attached,
  typePrompt,
  confirmLabel,
  pendingLabel,
  successMessage,
  onConfirm,
  trigger,
}: ConfirmActionProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [pending, setPending] = useState(false);
  const word = t("record.confirmWord");
  const confirmed = !attached || typed.trim().toLowerCase() === DELETE_WORD;

  const run = async () => {
    if (!confirmed) return;
    setPending(true);
    try {
      await onConfirm(attached ? DELETE_WORD : undefined);
      toast.success(successMessage);
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
      <DialogTrigger asChild>
        {isButton(trigger) ? (
          <Button variant="outline" size="sm">
            <trigger.icon aria-hidden="true" />
            {trigger.label}
          </Button>
        ) : (
          trigger
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {attached ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={inputId}>{typePrompt ?? t("record.typeToConfirm", { attached, word })}</Label>
            <Input
              id={inputId}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              data-testid="confirm-word"
            />
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t("common.cancel")}
          </Button>
          <Button
            variant="destructive"
            onClick={() => void run()}
            disabled={!confirmed || pending}
            data-testid="confirm-action"
          >
            {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function isButton(trigger: ReactNode | ConfirmButton): trigger is ConfirmButton {
  return typeof trigger === "object" && trigger !== null && !isValidElement(trigger) && "icon" in trigger;
}

/** "2 plants, 6 users" from counts and a translator, leaving out zeros; null when nothing. */
export function attachedText(parts: readonly (string | null)[]): string | null {
  const kept = parts.filter((p): p is string => Boolean(p));
  return kept.length > 0 ? kept.join(", ") : null;
}
