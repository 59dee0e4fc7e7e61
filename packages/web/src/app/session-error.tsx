import { CircleAlertIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** The session could not be loaded for another reason than an expired sign-in: say so, offer a retry. */
export function SessionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md p-6 pt-[15vh]">
      <Alert variant="destructive" data-testid="session-error">
        <CircleAlertIcon aria-hidden="true" />
        <AlertTitle>{t("messages.wrongResponseStatus")}</AlertTitle>
        <AlertDescription>
          <p>{t("common.sessionError")}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
            {t("common.retry")}
          </Button>
        </AlertDescription>
      </Alert>
    </div>
  );
}
