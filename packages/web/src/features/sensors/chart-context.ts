import { useAuth } from "@/auth/auth-context";
import { useStore } from "@/lib/store";
import { plantStore, selectedPlantOf } from "@/state/plant-store";

/** Time zone and measuring system for a sensor's charts; UTC and metric when nobody is signed in. */
export function useChartContext(plantId?: number | null): { timeZone: string; measuringSystem: number } {
  const { state } = useAuth();
  const selectedId = useStore(plantStore);
  if (state.status !== "signed_in") return { timeZone: "UTC", measuringSystem: 1 };
  const plants = state.user.plants;
  const plant = plants.find((p) => p.id === plantId) ?? selectedPlantOf(state.user, selectedId);
  return { timeZone: plant?.time_zone ?? "UTC", measuringSystem: state.user.measuring_system ?? 1 };
}
