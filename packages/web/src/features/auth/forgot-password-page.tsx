import { useTranslation } from "react-i18next";
import { LoginPanel } from "./login-panel";

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return <LoginPanel title={t("auth.forgotTitle")} body={t("auth.forgotBody")} />;
}
