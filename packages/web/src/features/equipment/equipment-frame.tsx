import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import { equipmentTabs } from "@/app/tabs";
import { recordSubtitle } from "@/components/form/record-subtitle";
import { PageHeader } from "@/components/page/page-header";
import { PageTabs } from "@/components/page/page-tabs";
import { RecordState } from "@/components/record/record-state";
import { useTRPC } from "@/lib/trpc";
import { BreakdownBadge } from "./breakdown-badge";
import type { EquipmentDetails } from "./equipment-form-dialog";
import { usePlaceLabel } from "./item-labels";

/** The item of an /equipments/:id/details/* route. */
export function useEquipment() {
  const trpc = useTRPC();
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const query = useQuery({
    ...trpc.equipments.get.queryOptions({ id }),
    enabled: Number.isInteger(id) && id > 0,
  });
  return { id, query };
}

interface EquipmentFrameProps {
  id: number;
  item: EquipmentDetails | undefined;
  error: unknown;
  onRetry: () => void;
  actions?: ReactNode;
  children: (item: EquipmentDetails) => ReactNode;
}

/** Title row (name, place breadcrumb, actions) and the item's tabs, around each details tab. */
export function EquipmentFrame({ id, item, error, onRetry, actions, children }: EquipmentFrameProps) {
  const { t } = useTranslation();
  const placeLabel = usePlaceLabel();
  return (
    <div className="flex flex-col gap-4">
      <Link
        href="/dashboard/equipments"
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {t("equipment.backToList")}
      </Link>
      <PageHeader
        title={item?.name ?? t("pages.item")}
        subtitle={item ? placeLabel(item) : recordSubtitle(t, t("pages.item"), id)}
        actions={
          item ? (
            <>
              {item.has_breakdown ? <BreakdownBadge /> : null}
              {actions}
            </>
          ) : undefined
        }
      />
      <PageTabs tabs={equipmentTabs(String(id))} />
      {item ? children(item) : <RecordState error={error ?? undefined} onRetry={onRetry} />}
    </div>
  );
}
