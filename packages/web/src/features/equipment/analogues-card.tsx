import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { useTRPC } from "@/lib/trpc";
import { BreakdownBadge } from "./breakdown-badge";
import { DetailsCard } from "./details-card";
import { usePlaceLabel } from "./item-labels";

/** Other items of the same type and part number, with where they are and whether they broke down. */
export function AnaloguesCard({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const placeLabel = usePlaceLabel();
  const analogues = useQuery(trpc.equipments.analogues.queryOptions({ itemId }));
  return (
    <DetailsCard title={t("equipment.analogues")}>
      <p className="mb-2 text-xs text-muted-foreground">{t("equipment.analoguesHelp")}</p>
      {analogues.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : !analogues.data || analogues.data.length === 0 ? (
        <p className="text-muted-foreground">{t("equipment.noAnalogues")}</p>
      ) : (
        <ul className="flex flex-col divide-y">
          {analogues.data.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-2 py-1.5">
              <div className="min-w-0">
                <Link
                  href={`/equipments/${a.id}/details/main`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {a.name}
                </Link>
                <p className="truncate text-xs text-muted-foreground">{placeLabel(a)}</p>
              </div>
              {a.has_breakdown ? <BreakdownBadge /> : null}
            </li>
          ))}
        </ul>
      )}
    </DetailsCard>
  );
}
