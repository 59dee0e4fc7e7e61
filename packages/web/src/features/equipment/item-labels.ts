/** How an item row is named in lists and headers: where it sits, and its brand and model. */
import { useTranslation } from "react-i18next";

/** The names an item row carries about where it sits. */
export interface PlaceNames {
  place: string;
  production_line_name?: string | null;
  machine_name?: string | null;
  asset_name?: string | null;
  store_room_name?: string | null;
  plant_name?: string | null;
}

/** "Plant › Line › Machine › Asset", "Store room: Main" or "Limbo". */
export function usePlaceLabel(): (row: PlaceNames, withPlant?: boolean) => string {
  const { t } = useTranslation();
  return (row, withPlant = true) => {
    if (row.place === "asset") {
      const parts = [
        withPlant ? row.plant_name : null,
        row.production_line_name,
        row.machine_name,
        row.asset_name,
      ].filter((p): p is string => Boolean(p));
      return parts.join(" › ");
    }
    if (row.place === "store_room") {
      return t("equipment.storeRoomName", { name: row.store_room_name ?? "—" });
    }
    return t("equipment.limbo");
  };
}

/** "Brand · Model", leaving out what is missing. */
export function brandModel(row: { brand_name?: string | null; brand_model_name?: string | null }): string {
  return [row.brand_name, row.brand_model_name].filter(Boolean).join(" · ");
}
