import { router } from "../trpc";
import { archivePlant, restorePlant } from "./archive-plant";
import { getPlant } from "./get-plant";
import { listPlants } from "./list-plants";
import { createPlant, plantCompanyUsers, updatePlant } from "./save-plant";

export const plantsRouter = router({
  list: listPlants,
  get: getPlant,
  create: createPlant,
  update: updatePlant,
  delete: archivePlant,
  restore: restorePlant,
  companyUsers: plantCompanyUsers,
});
