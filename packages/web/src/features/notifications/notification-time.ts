import { formatDate } from "@plantwise/shared";
import { useAuthUser } from "@/auth/auth-context";

/**
 * A notification's time in its plant's time zone, as the alarms list shows the same event (UI.md);
 * in the browser's zone when it has no plant of the user's (a test notification, a report).
 */
export function useNotificationTime(): (n: { created_at: string | Date; plant_id: number | null }) => string {
  const user = useAuthUser();
  return (n) =>
    formatDate(n.created_at, {
      withTime: true,
      timeZone: user.plants.find((p) => p.id === n.plant_id)?.time_zone,
    });
}
