import type { ItemHealth } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Card, CardContent } from "@/components/ui/card";
import { HealthDot } from "@/features/equipment/health-dot";
import { useTRPC } from "@/lib/trpc";

export type HealthLevel = "plants" | "production_lines" | "machines" | "assets" | "items";

/**
 * The rolled-up health of a plant's hierarchy (alarms.health), as a lookup per level. Every row of
 * a page asks with the same plant, so TanStack Query fetches it once per plant.
 */
export function useHierarchyHealth(plantId: number) {
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.alarms.health.queryOptions({ plant_id: plantId }),
    // A missing colour falls back to "No data"; the row itself is what the page is about.
    meta: { handlesErrors: true },
  });
  return useMemo(() => {
    const maps = new Map<HealthLevel, Map<number, ItemHealth>>();
    for (const level of ["plants", "production_lines", "machines", "assets", "items"] as const) {
      maps.set(level, new Map((query.data?.[level] ?? []).map((n) => [n.id, n.health])));
    }
    return (level: HealthLevel, id: number): ItemHealth | undefined => maps.get(level)?.get(id);
  }, [query.data]);
}

/** A hierarchy node's health dot with its word (UI.md: never colour alone). */
export function NodeHealth({ level, id, plantId }: { level: HealthLevel; id: number; plantId: number }) {
  const healthOf = useHierarchyHealth(plantId);
  return <HealthDot health={healthOf(level, id)} />;
}

/**
 * The plant's own health on its dashboard: the worst of everything in it, the open alarms (of
 * which how many are not yet acknowledged), and the way to the alarms list.
 */
export function PlantHealthBar({ plantId }: { plantId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const healthOf = useHierarchyHealth(plantId);
  const meta = { handlesErrors: true };
  const open = useQuery({
    ...trpc.alarms.list.queryOptions({ plant_id: plantId, status: "open", max: 1 }),
    meta,
  });
  const unacknowledged = useQuery({
    ...trpc.alarms.list.queryOptions({ plant_id: plantId, status: "open", acknowledged: false, max: 1 }),
    meta,
  });
  const openCount = open.data?.meta.total;
  const unacknowledgedCount = unacknowledged.data?.meta.total;
  return (
    <Card data-testid="plant-health">
      <CardContent className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4 text-sm">
        <span className="flex items-center gap-2">
          <span className="font-medium">{t("alarmsArea.plantHealth")}</span>
          <HealthDot health={healthOf("plants", plantId)} />
        </span>
        {openCount !== undefined ? (
          <span className="tabular-nums" data-testid="open-alarms">
            {t("alarmsArea.openCount", { count: openCount })}
            {unacknowledgedCount ? (
              <span className="text-muted-foreground">
                {" · "}
                {t("alarmsArea.unacknowledgedCount", { count: unacknowledgedCount })}
              </span>
            ) : null}
          </span>
        ) : null}
        <Link
          href="/dashboard/alarms"
          className="ml-auto text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t("alarmsArea.viewAll")}
        </Link>
      </CardContent>
    </Card>
  );
}
