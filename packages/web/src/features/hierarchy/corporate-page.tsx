import type { RouterOutputs } from "@plantwise/api/router";
import { useQuery } from "@tanstack/react-query";
import { ArrowRightIcon, Building2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { EmptyState } from "@/components/page/empty-state";
import { PageHeader } from "@/components/page/page-header";
import { LoadError } from "@/components/record/load-error";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useTRPC } from "@/lib/trpc";
import { useChoosePlant } from "@/state/plant-store";
import { CounterTiles } from "./plant-dashboard-page";

type CorporatePlant = RouterOutputs["dashboard"]["corporate"][number];

/** /corporate/main: each plant of the company with its five counters; a card opens that plant. */
export function CorporatePage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const plants = useQuery(trpc.dashboard.corporate.queryOptions());
  const rows = plants.data ?? [];
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t("hierarchy.corporate")} />
      {plants.isError ? (
        <LoadError message={t("hierarchy.loadError")} onRetry={() => void plants.refetch()} />
      ) : plants.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={Building2Icon}
          title={t("hierarchy.corporateEmptyTitle")}
          description={t("hierarchy.corporateEmptyDescription")}
          testId="corporate-empty"
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t("hierarchy.plantCards")}>
          {rows.map((plant) => (
            <li key={plant.id} data-testid="corporate-plant">
              <PlantCard plant={plant} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PlantCard({ plant }: { plant: CorporatePlant }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const choosePlant = useChoosePlant();
  const open = () => {
    choosePlant(plant.id);
    navigate("/dashboard/plant");
  };
  return (
    <Card className="transition-colors hover:border-primary/50">
      <CardContent className="flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="min-w-0">
            <h2 className="truncate font-semibold">{plant.name}</h2>
            <p className="text-xs text-muted-foreground">{plant.time_zone}</p>
          </div>
          <button
            type="button"
            onClick={open}
            className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t("hierarchy.openPlant", { plant: plant.name })}
            <ArrowRightIcon className="size-4" aria-hidden="true" />
          </button>
        </div>
        <CounterTiles
          counters={plant}
          label={t("hierarchy.countersLabel", { plant: plant.name })}
          linked={false}
        />
      </CardContent>
    </Card>
  );
}
