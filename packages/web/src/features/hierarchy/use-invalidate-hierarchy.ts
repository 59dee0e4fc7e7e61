import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTRPC } from "@/lib/trpc";

/** Everything a hierarchy change can alter: lists, records, counters, items. */
export function useInvalidateHierarchy() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.productionLines.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.machines.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.assets.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.dashboard.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.equipments.pathKey() }),
      ]),
    [queryClient, trpc],
  );
}
