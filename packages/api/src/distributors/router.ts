import { router } from "../trpc";
import { deleteDistributor } from "./delete-distributor";
import { getDistributor } from "./get-distributor";
import { distributorOptions, listDistributors, listLocations } from "./list-distributors";
import { createDistributor, updateDistributor } from "./save-distributor";

export const distributorsRouter = router({
  list: listDistributors,
  get: getDistributor,
  create: createDistributor,
  update: updateDistributor,
  delete: deleteDistributor,
  locations: listLocations,
  options: distributorOptions,
});
