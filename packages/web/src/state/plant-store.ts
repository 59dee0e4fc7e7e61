import type { AuthUser } from "@plantwise/api/router";
import { readStorage, STORAGE_KEYS, writeStorage } from "@/lib/storage";
import { createStore, useStore } from "@/lib/store";

type PlantSummary = AuthUser["plants"][number];

function initialPlantId(): number | null {
  const stored = Number(readStorage(STORAGE_KEYS.plant));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
}

/** The plant picked in the top bar: global, and remembered in this browser (UI.md). */
export const plantStore = createStore<number | null>(initialPlantId(), (id) =>
  writeStorage(STORAGE_KEYS.plant, id === null ? null : String(id)),
);

/** The selected plant among the user's plants; the first one when nothing valid was picked. */
export function useSelectedPlant(user: AuthUser): PlantSummary | null {
  const id = useStore(plantStore);
  return user.plants.find((plant) => plant.id === id) ?? user.plants[0] ?? null;
}
