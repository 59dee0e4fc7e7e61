import { useTranslation } from "react-i18next";
import { LoginPanel } from "./login-panel";

export function ResetPasswordPage() {
  const { t } = useTranslation();
  return <LoginPanel title={t("auth.resetTitle")} body={t("auth.resetBody")} />;
}
