import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { MailCheckIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { InputField } from "@/components/ui/input-field";
import { PendingButton } from "@/components/ui/pending-button";
import { useTRPC } from "@/lib/trpc";
import { AuthForm } from "./auth-card";
import { AuthErrorAlert } from "./auth-error-alert";
import { accountEmail } from "./email-schema";

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
  const schema = useMemo(() => z.object({ email: accountEmail(t) }), [t, i18n.language]);
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
  return (
    <AuthForm onSubmit={onSubmit}>
      {send.isError ? <AuthErrorAlert error={send.error} data-testid="link-error" /> : null}
      <InputField
        id="request-link-email"
        label={t("auth.email")}
        type="email"
        autoComplete="email"
        autoFocus
        error={form.formState.errors.email?.message}
        {...form.register("email")}
      />
      <PendingButton type="submit" disabled={send.isPending} pending={send.isPending} className="w-full">
        {send.isPending ? t("login.sending") : submitLabel}
      </PendingButton>
    </AuthForm>
  );
}
