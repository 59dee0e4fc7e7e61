import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { CircleAlertIcon, LoaderCircleIcon, MailCheckIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useTRPC } from "@/lib/trpc";
import { authErrorText } from "./auth-errors";

/**
 * Asks for a link by e-mail (`auth.password.email`). The answer is the same whether or not the
 * address has an account, so the confirmation never tells (spec part 1 §2.1).
 */
export function RequestLinkForm({
  submitLabel,
  defaultEmail = "",
}: {
  submitLabel: string;
  defaultEmail?: string;
}) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages follow the language
  const schema = useMemo(
    () =>
      z.object({
        email: z
          .string()
          .trim()
          .toLowerCase()
          .pipe(z.email(t("auth.emailInvalid"))),
      }),
    [t, i18n.language],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: defaultEmail },
  });
  const send = useMutation({ ...trpc.auth.password.email.mutationOptions(), meta: { handlesErrors: true } });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await send.mutateAsync(values).catch(() => null);
    if (result) setSentTo(values.email);
  });

  if (sentTo) {
    return (
      <Alert variant="info" data-testid="link-sent" aria-live="polite">
        <MailCheckIcon aria-hidden="true" />
        <AlertTitle>{t("login.linkSentTitle")}</AlertTitle>
        <AlertDescription>{t("login.linkSentBody", { email: sentTo })}</AlertDescription>
      </Alert>
    );
  }
  const error = form.formState.errors.email;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {send.isError ? (
        <Alert variant="destructive" data-testid="link-error">
          <CircleAlertIcon aria-hidden="true" />
          <AlertDescription>{authErrorText(send.error)}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="request-link-email">{t("auth.email")}</Label>
        <Input
          id="request-link-email"
          type="email"
          autoComplete="email"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "request-link-email-error" : undefined}
          {...form.register("email")}
        />
        {error ? (
          <p id="request-link-email-error" className="text-xs text-destructive">
            {error.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={send.isPending} className="w-full">
        {send.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
        {send.isPending ? t("login.sending") : submitLabel}
      </Button>
    </form>
  );
}
