import type { AuthUser } from "@plantwise/api/router";
import { FactoryIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useChoosePlant, useSelectedPlant } from "@/state/plant-store";

export function PlantPicker({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const selected = useSelectedPlant(user);
  const choose = useChoosePlant();
  if (user.plants.length === 0) {
    return (
      <span className="flex min-w-0 items-center gap-2 truncate text-sm text-muted-foreground">
        <FactoryIcon className="size-4" aria-hidden="true" />
        {t("topbar.noPlants")}
      </span>
    );
  }
  return (
    <Select
      value={selected ? String(selected.id) : undefined}
      onValueChange={(value) => choose(Number(value))}
    >
      <SelectTrigger
        size="sm"
        className="w-full min-w-0 sm:w-56"
        aria-label={t("topbar.plant")}
        data-testid="plant-picker"
      >
        <FactoryIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <SelectValue placeholder={t("topbar.selectPlant")} />
      </SelectTrigger>
      <SelectContent>
        {user.plants.map((plant) => (
          <SelectItem key={plant.id} value={String(plant.id)}>
            {plant.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
