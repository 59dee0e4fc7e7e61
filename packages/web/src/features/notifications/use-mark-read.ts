import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc";

/**
 * Marking notifications read, one or all, as the bell and the centre both offer it; every change
 * refreshes the user's notifications and their unread count (`refresh`, for other changes too).
 */
export function useMarkRead() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() });
  const markRead = useMutation(trpc.notifications.markRead.mutationOptions({ onSuccess: refresh }));
  const markAll = useMutation(trpc.notifications.markAllRead.mutationOptions({ onSuccess: refresh }));
  return { markRead, markAll, refresh };
}
