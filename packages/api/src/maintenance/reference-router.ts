/** Reference data: work order types, vendors, work stations, task procedures, misc parts. */
import { router } from "../trpc";
import { deleteCategory } from "./delete-category";
import { deletePart } from "./delete-part";
import { deleteTaskProcedure } from "./delete-task-procedure";
import { deleteVendor } from "./delete-vendor";
import { deleteWorkStation } from "./delete-work-station";
import { getCategory } from "./get-category";
import { getPart } from "./get-part";
import { getTaskProcedure } from "./get-task-procedure";
import { getVendor } from "./get-vendor";
import { getWorkStation } from "./get-work-station";
import { categoryOptions, listCategories } from "./list-categories";
import { listParts, partOptions, partStoreRoomOptions } from "./list-parts";
import { listTaskProcedures, taskProcedureOptions } from "./list-task-procedures";
import { listVendors, vendorOptions } from "./list-vendors";
import { listWorkStations, workStationLineOptions, workStationOptions } from "./list-work-stations";
import { createCategory, updateCategory } from "./save-category";
import { createPart, updatePart } from "./save-part";
import { createTaskProcedure, updateTaskProcedure } from "./save-task-procedure";
import { createVendor, updateVendor } from "./save-vendor";
import { createWorkStation, updateWorkStation } from "./save-work-station";

export const referenceRouters = {
  categories: router({
    list: listCategories,
    get: getCategory,
    create: createCategory,
    update: updateCategory,
    delete: deleteCategory,
    options: categoryOptions,
  }),
  vendors: router({
    list: listVendors,
    get: getVendor,
    create: createVendor,
    update: updateVendor,
    delete: deleteVendor,
    options: vendorOptions,
  }),
  workStations: router({
    list: listWorkStations,
    get: getWorkStation,
    create: createWorkStation,
    update: updateWorkStation,
    delete: deleteWorkStation,
    options: workStationOptions,
    lineOptions: workStationLineOptions,
  }),
  taskProcedures: router({
    list: listTaskProcedures,
    get: getTaskProcedure,
    create: createTaskProcedure,
    update: updateTaskProcedure,
    delete: deleteTaskProcedure,
    options: taskProcedureOptions,
  }),
  parts: router({
    list: listParts,
    get: getPart,
    create: createPart,
    update: updatePart,
    delete: deletePart,
    options: partOptions,
    storeRoomOptions: partStoreRoomOptions,
  }),
};
