import type { AuthUser } from "@plantwise/api/router";
import { useMutation } from "@tanstack/react-query";
import { useCallback } from "react";
import { readStorage, STORAGE_KEYS, writeStorage } from "@/lib/storage";
import { createStore, useStore } from "@/lib/store";
import { useTRPC } from "@/lib/trpc";

type PlantSummary = AuthUser["plants"][number];

function initialPlantId(): number | null {
  const stored = Number(readStorage(STORAGE_KEYS.plant));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
}

/** The plant picked in the top bar: global, and remembered in this browser (UI.md). */
export const plantStore = createStore<number | null>(initialPlantId(), (id) =>
  writeStorage(STORAGE_KEYS.plant, id === null ? null : String(id)),
);

/**
 * The plant shown: the one picked in this browser while it is still the user's; else the user's
 * home plant (the server's: the one they last chose on any device, else the first with data);
 * else the first.
 */
export function selectedPlantOf(user: AuthUser, pickedId: number | null): PlantSummary | null {
  return (
    user.plants.find((plant) => plant.id === pickedId) ??
    user.plants.find((plant) => plant.id === user.home_plant_id) ??
    user.plants[0] ??
    null
  );
}

/** The selected plant among the user's plants (selectedPlantOf). */
export function useSelectedPlant(user: AuthUser): PlantSummary | null {
  return selectedPlantOf(user, useStore(plantStore));
}

/**
 * Picks a plant: at once in this browser, and on the server for the user's other devices. Failing
 * to remember it there changes nothing here, so it is not reported.
 */
export function useChoosePlant(): (plantId: number) => void {
  const trpc = useTRPC();
  const { mutate } = useMutation({
    ...trpc.auth.choosePlant.mutationOptions(),
    meta: { handlesErrors: true },
  });
  return useCallback(
    (plantId: number) => {
      plantStore.set(plantId);
      mutate({ plant_id: plantId });
    },
    [mutate],
  );
}
