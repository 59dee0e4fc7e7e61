import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { BackToSignIn } from "./back-to-sign-in";
import { RequestLinkForm } from "./request-link-form";

/** Spec part 1 §2.1: request a password reset link, sent by e-mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("auth.forgotTitle")}</CardTitle>
        <CardDescription>{t("login.forgotBody")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <RequestLinkForm submitLabel={t("login.sendLink")} />
        <BackToSignIn />
      </CardContent>
    </Card>
  );
}
