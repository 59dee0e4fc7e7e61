import { useTranslation } from "react-i18next";
import { AuthCard } from "./auth-card";
import { BackToSignIn } from "./back-to-sign-in";
import { RequestLinkForm } from "./request-link-form";

/** Spec part 1 §2.1: request a password reset link, sent by e-mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("auth.forgotTitle")} description={t("login.forgotBody")}>
      <RequestLinkForm submitLabel={t("login.sendLink")} />
      <BackToSignIn />
    </AuthCard>
  );
}
