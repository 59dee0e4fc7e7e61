import type { ItemHealth } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { HealthDot } from "@/features/equipment/equipment-bits";
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
