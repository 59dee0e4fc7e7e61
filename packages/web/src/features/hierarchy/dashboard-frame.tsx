import { FactoryIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DASHBOARD_TABS } from "@/app/tabs";
import { useAuthUser } from "@/auth/auth-context";
import { EmptyState } from "@/components/page/empty-state";
import { PageHeader } from "@/components/page/page-header";
import { PageTabs } from "@/components/page/page-tabs";
import { useSelectedPlant } from "@/state/plant-store";
import type { PlantSummary } from "./hierarchy-rows";

/** /dashboard/*: the title, the plant's name, the tabs; the page only once a plant is selected. */
export function DashboardFrame({ children }: { children: (plant: PlantSummary) => ReactNode }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const plant = useSelectedPlant(user);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t("hierarchy.dashboard")} subtitle={plant?.name} />
      <PageTabs tabs={DASHBOARD_TABS} />
      {plant ? children(plant) : <NoPlant hasPlants={user.plants.length > 0} />}
    </div>
  );
}

export function NoPlant({ hasPlants }: { hasPlants: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={FactoryIcon}
      title={t("hierarchy.noPlantTitle")}
      description={hasPlants ? t("hierarchy.noPlantDescription") : t("hierarchy.noPlants")}
      testId="no-plant"
    />
  );
}
