/** The menu's pending-request counter beside /maintenance-requests (part 1 §2.2). */
import type { AuthUser } from "@plantwise/api/router";
import { hasPermission } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";

export const REQUESTS_MENU_PATH = "/maintenance-requests";

export function PendingRequestsBadge({ user, collapsed }: { user: AuthUser; collapsed: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const plant = useSelectedPlant(user);
  const query = useQuery({
    ...trpc.maintenance.requests.pendingCount.queryOptions({ plant_id: plant?.id }),
    // Not while a required second factor is pending: the server answers only the profile then.
    enabled: hasPermission(user, "view_work_order_requests") && !user.mfa_required,
    meta: { handlesErrors: true },
    refetchInterval: 60_000,
  });
  const count = query.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span
      className={
        collapsed
          ? "absolute top-0.5 right-0.5 size-2 rounded-full bg-status-alarm"
          : "ml-auto rounded-full bg-status-alarm px-1.5 text-[0.6875rem] font-semibold text-white tabular-nums"
      }
      title={t("workOrders.requests.pending")}
      data-testid="pending-requests"
    >
      {collapsed ? <span className="sr-only">{count}</span> : count}
    </span>
  );
}
