import { router } from "../../trpc";
import { getPlant } from "./get-plant";
import { listPlants } from "./list-plants";

export const plantsRouter = router({ list: listPlants, get: getPlant });
