import { useQuery } from "@tanstack/react-query";
import { byPosition } from "@/features/hierarchy/reorder";
import { useTRPC } from "@/lib/trpc";
import type { SensorRow } from "./sensor-types";

/**
 * An item's sensors in their position order (sensors.list by equipment_item_id). `quiet` leaves
 * failures to the caller, which says so in place instead of a toast.
 */
export function useItemSensors(itemId: number, { quiet = false }: { quiet?: boolean } = {}) {
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.sensors.list.queryOptions({
      equipment_item_id: itemId,
      page: 1,
      max: 100,
      orderByColumn: "position",
    }),
    ...(quiet ? { meta: { handlesErrors: true } } : {}),
  });
  const sensors = byPosition(((query.data as { data?: SensorRow[] } | undefined)?.data ?? []) as SensorRow[]);
  return { query, sensors };
}
