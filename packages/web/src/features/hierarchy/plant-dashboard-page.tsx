import type { RouterOutputs } from "@plantwise/api/router";
import { LineKind } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import {
  CableIcon,
  CogIcon,
  FactoryIcon,
  LayersIcon,
  type LucideIcon,
  PackageIcon,
  PlusIcon,
} from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { EmptyState } from "@/components/page/empty-state";
import { LoadError } from "@/components/record/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { ToolButton } from "@/components/ui/tool-button";
import { PlantHealthBar } from "@/features/alarms/node-health";
import { NeedsAttention } from "@/features/attention/needs-attention";
import { useTRPC } from "@/lib/trpc";
import { DashboardFrame } from "./dashboard-frame";
import { LineFormDialog } from "./hierarchy-forms";
import { BY_POSITION, canCreate, lineDetailsHref, type PlantSummary } from "./hierarchy-rows";
import { LineCard } from "./lines-page";

export type Counters = RouterOutputs["dashboard"]["counters"];

/** The five counters in the spec's order and words (part 1 §2.3), each opening its list. */
export const COUNTERS: readonly { key: keyof Counters; href: string; icon: LucideIcon }[] = [
  { key: "utilities", href: "/dashboard/utilities", icon: CableIcon },
  { key: "production_lines", href: "/dashboard/production-lines", icon: FactoryIcon },
  { key: "machines", href: "/dashboard/machines", icon: CogIcon },
  { key: "assets", href: "/dashboard/assets", icon: LayersIcon },
  { key: "equipments", href: "/dashboard/equipments", icon: PackageIcon },
];

/** /dashboard/plant */
export function PlantDashboardPage() {
  return <DashboardFrame>{(plant) => <PlantDashboard plant={plant} />}</DashboardFrame>;
}

/** Five tiles; `compact` for the corporate cards (no links, smaller). */
export function CounterTiles({
  counters,
  label,
  linked = true,
}: {
  counters: Counters | undefined;
  label: string;
  linked?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label={label}>
      {COUNTERS.map(({ key, href, icon: Icon }) => {
        const body = (
          <>
            <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Icon className="size-4" aria-hidden="true" />
              {t(`hierarchy.counters.${key}`)}
            </span>
            {counters ? (
              <span className="text-2xl font-semibold tabular-nums" data-testid={`counter-${key}`}>
                {counters[key].toLocaleString()}
              </span>
            ) : (
              <Skeleton className="h-8 w-12" />
            )}
          </>
        );
        return (
          <li key={key}>
            {linked ? (
              <Link
                href={href}
                className="flex flex-col gap-1 rounded-lg border bg-card p-4 outline-none transition-colors hover:border-primary/50 focus-visible:ring-2 focus-visible:ring-ring"
              >
                {body}
              </Link>
            ) : (
              <div className="flex flex-col gap-1 rounded-md border bg-background px-3 py-2">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function PlantDashboard({ plant }: { plant: PlantSummary }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const counters = useQuery(trpc.dashboard.counters.queryOptions({ plant_id: plant.id }));
  // What is wrong now comes first; the counters and the lines are the way around the plant.
  return (
    <div className="flex flex-col gap-6">
      <PlantHealthBar plantId={plant.id} />
      <NeedsAttention plant={plant} />
      {counters.isError ? (
        <LoadError message={t("hierarchy.loadError")} onRetry={() => void counters.refetch()} />
      ) : (
        <CounterTiles counters={counters.data} label={t("hierarchy.countersLabel", { plant: plant.name })} />
      )}
      <LineSection plantId={plant.id} kind={LineKind.PRODUCTION_LINE} />
      <LineSection plantId={plant.id} kind={LineKind.UTILITY} />
    </div>
  );
}

function LineSection({ plantId, kind }: { plantId: number; kind: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const utility = kind === LineKind.UTILITY;
  const lines = useQuery(trpc.productionLines.list.queryOptions({ plant_id: plantId, kind, ...BY_POSITION }));
  const title = t(utility ? "hierarchy.utilities" : "hierarchy.lines");
  const rows = lines.data?.data ?? [];
  const total = lines.data?.meta.total ?? 0;
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{title}</h2>
        <Link
          href={utility ? "/dashboard/utilities" : "/dashboard/production-lines"}
          className="text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t("hierarchy.viewAll")}
        </Link>
      </div>
      {lines.isError ? (
        <LoadError message={t("hierarchy.loadError")} onRetry={() => void lines.refetch()} />
      ) : lines.isPending ? (
        <div className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-3" aria-busy="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={utility ? CableIcon : FactoryIcon}
          title={t(utility ? "hierarchy.utilitiesEmptyTitle" : "hierarchy.linesEmptyTitle")}
          description={t(utility ? "hierarchy.utilitiesEmptyDescription" : "hierarchy.linesEmptyDescription")}
          testId={utility ? "utilities-empty" : "lines-empty"}
          compact
        >
          <CreateFirstLine plantId={plantId} kind={kind} />
        </EmptyState>
      ) : (
        <>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-3">
            {rows.map((line) => (
              <li key={line.id} data-testid="line-card">
                <LineCard line={line} />
              </li>
            ))}
          </ul>
          {total > rows.length ? (
            <p className="text-xs text-muted-foreground">{t("hierarchy.tooMany", { count: rows.length })}</p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** An empty section's way to fill it, for users who may create: the level's form in a dialog. */
function CreateFirstLine({ plantId, kind }: { plantId: number; kind: number }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  if (!canCreate(user)) return null;
  const utility = kind === LineKind.UTILITY;
  return (
    <>
      <ToolButton icon={PlusIcon} variant="default" className="mt-1" onClick={() => setOpen(true)}>
        {t(utility ? "hierarchy.createFirstUtility" : "hierarchy.createFirstLine")}
      </ToolButton>
      <LineFormDialog
        open={open}
        onOpenChange={setOpen}
        kind={kind}
        plantId={plantId}
        onSaved={(id) => navigate(lineDetailsHref({ id, kind }))}
      />
    </>
  );
}
