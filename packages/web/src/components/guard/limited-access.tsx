import { ShieldAlertIcon } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Spec part 1 §8: "Limited access" — the user stays where they are and sees why. */
export function LimitedAccess({ missing }: { missing?: readonly string[] | undefined }) {
  const { t } = useTranslation();
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center"
      data-testid="limited-access"
      role="alert"
    >
      <ShieldAlertIcon className="size-10 text-status-warning" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{t("messages.limitedAccessTitle")}</h1>
      <p>{t("messages.limitedAccess")}</p>
      {missing && missing.length > 0 ? (
        <p className="text-xs text-muted-foreground">{t("limited.missing", { keys: missing.join(", ") })}</p>
      ) : null}
      <p className="text-sm text-muted-foreground">{t("limited.help")}</p>
    </div>
  );
}
