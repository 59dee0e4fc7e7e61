/**
 * After a change to a capture (its baseline mark, its speed, its notes) the screens that show it
 * load it again: the capture lists (signals.captures) and its spectrum (signals.spectrum, whose
 * markers follow the speed and which carries the notes).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTRPC } from "@/lib/trpc";

export function useRefreshCaptures(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.signals.captures.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.signals.spectrum.pathKey() }),
    ]);
  }, [queryClient, trpc]);
}
