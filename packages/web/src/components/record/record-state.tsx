import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

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
