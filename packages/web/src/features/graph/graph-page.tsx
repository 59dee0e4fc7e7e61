/**
 * /graph/:sensorId — the public single chart (spec part 1 §2.1, no sign-in). The route keeps the
 * spec's place; its segment is a share token (sensors.createPublicGraphLink), and the page shows
 * exactly the chart that token was made for: live (last 24 h) or a fixed range. An unknown,
 * revoked or expired token (the server answers NOT_FOUND for all) gets an honest "not shared" page.
 */
import type { TrendSeries } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { EyeOffIcon, LineChartIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useChartContext } from "@/features/sensors/chart-context";
import { TrendChart } from "@/features/signals/charts/trend-chart";
import { ChartError } from "@/features/signals/signal-controls";
import { apiErrorInfo } from "@/lib/api-error";
import { useTRPC } from "@/lib/trpc";

interface PublicGraph {
  sensor: { name: string };
  live: boolean;
  series: TrendSeries;
}

/**
 * Whatever follows /graph/ is asked for as a token: an unknown one, including a link of the time
 * when charts were shared by sensor number, gets the "not shared" page with its explanation.
 */
export function GraphPage() {
  const { sensorId: token = "" } = useParams<{ sensorId: string }>();
  return <PublicGraphView token={token} />;
}

/** The viewer's own zone when nobody is signed in: the page is meant for people outside the plant. */
function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

function PublicGraphView({ token }: { token: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const context = useChartContext();
  const query = useQuery({
    ...trpc.sensors.publicGraph.queryOptions({ token }),
    retry: false,
    // NOT_FOUND is the "not shared" state drawn below, not an error to toast.
    meta: { handlesErrors: true },
  });
  const data = query.data as PublicGraph | undefined;
  // A token the server cannot even read (too long) is as unshared as an unknown one.
  const notShared =
    query.isError && ["NOT_FOUND", "BAD_REQUEST"].includes(apiErrorInfo(query.error).code ?? "");
  const timeZone = context.timeZone === "UTC" ? viewerTimeZone() : context.timeZone;

  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 p-6">
      {notShared ? (
        <Card data-testid="graph-not-shared">
          <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
            <EyeOffIcon className="size-10 text-muted-foreground" aria-hidden="true" />
            <h1 className="text-xl font-semibold">{t("publicGraph.notSharedTitle")}</h1>
            <p className="max-w-md text-muted-foreground">{t("publicGraph.notSharedBody")}</p>
            <Button asChild variant="outline">
              <Link href="/login/sign-in">{t("notFound.signIn")}</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <h1 className="flex items-center gap-2 text-lg font-semibold">
              <LineChartIcon className="size-5 text-primary" aria-hidden="true" />
              {data?.sensor.name ?? t("publicGraph.title")}
            </h1>
            <p className="text-sm text-muted-foreground">
              {t(data && !data.live ? "publicGraph.subtitleFixed" : "publicGraph.subtitle", {
                zone: timeZone,
              })}
            </p>
          </CardHeader>
          <CardContent>
            {query.isError ? (
              <ChartError height={320} onRetry={() => void query.refetch()} />
            ) : (
              <TrendChart
                series={data?.series}
                loading={query.isPending}
                timeZone={timeZone}
                measuringSystem={context.measuringSystem}
                height={320}
              />
            )}
          </CardContent>
        </Card>
      )}
    </main>
  );
}
