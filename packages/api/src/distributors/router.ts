import { router } from "../trpc";
import { listDistributors, listLocations } from "./list-distributors";
import {
  createDistributor,
  deleteDistributor,
  distributorOptions,
  getDistributor,
  updateDistributor,
} from "./save-distributor";

export const distributorsRouter = router({
  list: listDistributors,
  get: getDistributor,
  create: createDistributor,
  update: updateDistributor,
  delete: deleteDistributor,
  locations: listLocations,
  options: distributorOptions,
});
