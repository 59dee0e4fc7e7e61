import { router } from "../trpc";
import { dashboardCorporate, dashboardCounters } from "./dashboard";
import { deleteAsset, deleteMachine, deleteProductionLine } from "./delete-hierarchy";
import { getAsset, listAssets } from "./list-assets";
import { getMachine, listMachines } from "./list-machines";
import { getProductionLine, listProductionLines, listRpmNodes } from "./list-production-lines";
import { createAsset, reorderAssets, updateAsset } from "./save-asset";
import { createMachine, reorderMachines, updateMachine } from "./save-machine";
import { createProductionLine, reorderProductionLines, updateProductionLine } from "./save-production-line";

export const productionLinesRouter = router({
  list: listProductionLines,
  get: getProductionLine,
  create: createProductionLine,
  update: updateProductionLine,
  delete: deleteProductionLine,
  reorder: reorderProductionLines,
  rpmNodes: listRpmNodes,
});

export const machinesRouter = router({
  list: listMachines,
  get: getMachine,
  create: createMachine,
  update: updateMachine,
  delete: deleteMachine,
  reorder: reorderMachines,
});

export const assetsRouter = router({
  list: listAssets,
  get: getAsset,
  create: createAsset,
  update: updateAsset,
  delete: deleteAsset,
  reorder: reorderAssets,
});

export const dashboardRouter = router({
  counters: dashboardCounters,
  corporate: dashboardCorporate,
});
