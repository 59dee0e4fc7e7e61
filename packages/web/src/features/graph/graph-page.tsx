import { isValidRouteId } from "@plantwise/shared";
import { LineChartIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useParams } from "wouter";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { NotFoundPage } from "@/features/common/not-found-page";

/** Public single-chart page, no sign-in (spec part 1 §2.1). The chart comes later. */
export function GraphPage() {
  const { t } = useTranslation();
  const { sensorId = "" } = useParams<{ sensorId: string }>();
  if (!isValidRouteId(sensorId)) return <NotFoundPage signedIn={false} />;
  return (
    <main className="mx-auto max-w-3xl p-6">
      <Card data-testid="coming-soon">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <LineChartIcon className="size-5 text-primary" aria-hidden="true" />
            {t("graph.title")}
          </CardTitle>
        </CardHeader>
        <CardContent className="text-muted-foreground">{t("graph.body", { id: sensorId })}</CardContent>
      </Card>
    </main>
  );
}
