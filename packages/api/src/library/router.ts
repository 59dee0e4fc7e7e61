import { schema } from "@plantwise/db";
import { router } from "../trpc";
import { bearingWrites, getBearing, listBearings } from "./bearings";
import { brandModelWrites, getBrandModel, listBrandModels } from "./brand-models";
import { brandWrites, getBrand, listBrands } from "./brands";
import { describedLibraryRouter } from "./described";
import { documentWrites, getDocument, listDocuments } from "./documents";
import { faultWrites, getFault, listFaults } from "./faults";
import {
  createStoreRoom,
  deleteStoreRoom,
  getStoreRoom,
  listStoreRooms,
  updateStoreRoom,
} from "./store-rooms";
import { getType, listTypes, optionValues, typeWrites } from "./types";
import { listCrossoverValues, listRules, saveCrossoverValues, saveRules } from "./vibration-rules";

/** The asset library: brands, part numbers, item types, categories, applications, documents, bearings, faults, store rooms. */
export const libraryRouter = router({
  brands: router({ list: listBrands, get: getBrand, ...brandWrites }),
  brandModels: router({ list: listBrandModels, get: getBrandModel, ...brandModelWrites }),
  types: router({ list: listTypes, get: getType, ...typeWrites, optionValues }),
  categories: describedLibraryRouter(
    schema.equipmentTypeCategories,
    "equipment_types_categories",
    "item type category",
  ),
  applications: describedLibraryRouter(schema.applications, "applications", "application"),
  bearings: router({ list: listBearings, get: getBearing, ...bearingWrites }),
  documents: router({ list: listDocuments, get: getDocument, ...documentWrites }),
  faults: router({ list: listFaults, get: getFault, ...faultWrites }),
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
