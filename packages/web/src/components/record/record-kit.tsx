/**
 * Small pieces the organisation screens share (companies, plants, distributors, roles): the
 * record id of an edit route, the edit page frame, a checkbox group bound to an array field, and
 * the archive/delete dialog that asks for the typed word when records are attached (spec §5).
 */
import { ArrowLeftIcon, LoaderCircleIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Link, useParams } from "wouter";
import { CheckboxField } from "@/components/form/checkbox-field";
import { describedBy } from "@/components/form/form-field";
import { useField } from "@/components/form/use-field";
import { PageHeader } from "@/components/page/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
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
import { Skeleton } from "@/components/ui/skeleton";

/** The `:id` of an edit route as a number, or null for `new`. */
export function useRecordId(): number | null {
  const params = useParams<{ id: string }>();
  const id = params.id;
  return id && /^\d+$/.test(id) ? Number(id) : null;
}

interface RecordPageProps {
  title: string;
  subtitle?: string | undefined;
  backHref: string;
  backLabel: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function RecordPage({ title, subtitle, backHref, backLabel, actions, children }: RecordPageProps) {
  return (
    <div className="flex flex-col gap-4">
      <Link
        href={backHref}
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {backLabel}
      </Link>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </div>
  );
}

/** Loading and failure states of a record screen. */
export function RecordState({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (error) {
    const message = (error as { message?: string }).message;
    return (
      <Alert variant="destructive">
        <AlertDescription className="flex items-center justify-between gap-3">
          <span>{message ?? t("messages.wrongResponseStatus")}</span>
          {onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t("common.retry")}
            </Button>
          ) : null}
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Card aria-busy="true">
      <CardContent className="flex flex-col gap-3 p-6">
        <span className="sr-only">{t("common.loading")}</span>
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-2/3" />
      </CardContent>
    </Card>
  );
}

export interface CheckboxOption {
  value: string;
  label: string;
}

/** A group of checkboxes editing an array of values (menu sections, notifiable users). */
export function CheckboxGroupField({
  name,
  label,
  options,
  description,
  emptyText,
  parse = (v) => v,
}: {
  name: string;
  label: string;
  options: readonly CheckboxOption[];
  description?: string;
  emptyText?: string;
  /** Turns an option's value back into the array's element (ids are numbers). */
  parse?: (value: string) => string | number;
}) {
  const { form, id, error } = useField(name);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy(id, error, description)}>
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {description && !error ? (
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => {
          const current = new Set(((field.value as (string | number)[] | null) ?? []).map(String));
          if (options.length === 0 && emptyText) {
            return <p className="text-sm text-muted-foreground">{emptyText}</p>;
          }
          return (
            <div className="grid gap-2 sm:grid-cols-2">
              {options.map((option) => {
                const optionId = `${id}-${option.value}`;
                return (
                  <div key={option.value} className="flex items-center gap-2">
                    <Checkbox
                      id={optionId}
                      checked={current.has(option.value)}
                      onCheckedChange={(checked) => {
                        const next = new Set(current);
                        if (checked === true) next.add(option.value);
                        else next.delete(option.value);
                        field.onChange(options.filter((o) => next.has(o.value)).map((o) => parse(o.value)));
                      }}
                    />
                    <Label htmlFor={optionId} className="font-normal">
                      {option.label}
                    </Label>
                  </div>
                );
              })}
            </div>
          );
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface ConfirmActionProps {
  title: string;
  description: string;
  /** What is attached ("2 plants, 6 users"); when set the user must type the word. */
  attached?: string | null;
  confirmLabel: string;
  pendingLabel: string;
  successMessage: string;
  /** Receives the typed word ("delete") when it was asked for. */
  onConfirm: (confirm: string | undefined) => Promise<unknown>;
  trigger: ReactNode;
}

/** The archive/delete dialog: asks for the typed word `delete` when records are attached (§5). */
export function ConfirmAction({
  title,
  description,
  attached,
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
  const confirmed = !attached || typed.trim().toLowerCase() === "delete";

  const run = async () => {
    if (!confirmed) return;
    setPending(true);
    try {
      await onConfirm(attached ? "delete" : undefined);
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
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {attached ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={inputId}>{t("record.typeToConfirm", { attached, word })}</Label>
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
          <Button variant="destructive" onClick={() => void run()} disabled={!confirmed || pending}>
            {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** "2 plants, 6 users" from counts and a translator, leaving out zeros; null when nothing. */
export function attachedText(parts: readonly (string | null)[]): string | null {
  const kept = parts.filter((p): p is string => Boolean(p));
  return kept.length > 0 ? kept.join(", ") : null;
}

/** A checkbox with its explanation under it (the shared field puts a description beside it). */
export function CheckboxWithHelp({ name, label, help }: { name: string; label: string; help: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <CheckboxField name={name} label={label} />
      <p className="pl-6 text-xs text-muted-foreground">{help}</p>
    </div>
  );
}
