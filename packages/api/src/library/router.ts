import { schema } from "@plantwise/db";
import { router } from "../trpc";
import { bearingProcedures } from "./bearings";
import { brandModelProcedures } from "./brand-models";
import { brandProcedures } from "./brands";
import { describedLibraryRouter } from "./described";
import { documentProcedures } from "./documents";
import { faultProcedures } from "./faults";
import { listCrossoverValues } from "./list-crossover-values";
import { listRules } from "./list-vibration-rules";
import { saveCrossoverValues } from "./save-crossover-values";
import { saveRules } from "./save-vibration-rules";
import {
  createStoreRoom,
  deleteStoreRoom,
  getStoreRoom,
  listStoreRooms,
  updateStoreRoom,
} from "./store-rooms";
import { optionValues, typeProcedures } from "./types";

/** The asset library: brands, part numbers, item types, categories, applications, documents, bearings, faults, store rooms. */
export const libraryRouter = router({
  brands: router(brandProcedures),
  brandModels: router(brandModelProcedures),
  types: router({ ...typeProcedures, optionValues }),
  categories: describedLibraryRouter(
    schema.equipmentTypeCategories,
    "equipment_types_categories",
    "item type category",
  ),
  applications: describedLibraryRouter(schema.applications, "applications", "application"),
  bearings: router(bearingProcedures),
  documents: router(documentProcedures),
  faults: router(faultProcedures),
  vibrationRules: router({
    list: listRules,
    save: saveRules,
    crossoverValues: listCrossoverValues,
    saveCrossoverValues,
  }),
  storeRooms: router({
    list: listStoreRooms,
    get: getStoreRoom,
    create: createStoreRoom,
    update: updateStoreRoom,
    delete: deleteStoreRoom,
  }),
});
