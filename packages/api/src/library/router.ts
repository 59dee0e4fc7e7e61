import { schema } from "@plantwise/db";
import { router } from "../trpc";
import { createBearing, deleteBearing, getBearing, listBearings, updateBearing } from "./bearings";
import {
  createBrandModel,
  deleteBrandModel,
  getBrandModel,
  listBrandModels,
  updateBrandModel,
} from "./brand-models";
import { createBrand, deleteBrand, getBrand, listBrands, updateBrand } from "./brands";
import { describedLibraryRouter } from "./described";
import { createDocument, deleteDocument, getDocument, listDocuments, updateDocument } from "./documents";
import { createFault, deleteFault, getFault, listFaults, updateFault } from "./faults";
import {
  createStoreRoom,
  deleteStoreRoom,
  getStoreRoom,
  listStoreRooms,
  updateStoreRoom,
} from "./store-rooms";
import { createType, deleteType, getType, listTypes, optionValues, updateType } from "./types";
import { listCrossoverValues, listRules, saveCrossoverValues, saveRules } from "./vibration-rules";

/** The asset library: brands, part numbers, item types, categories, applications, documents, bearings, faults, store rooms. */
export const libraryRouter = router({
  brands: router({
    list: listBrands,
    get: getBrand,
    create: createBrand,
    update: updateBrand,
    delete: deleteBrand,
  }),
  brandModels: router({
    list: listBrandModels,
    get: getBrandModel,
    create: createBrandModel,
    update: updateBrandModel,
    delete: deleteBrandModel,
  }),
  types: router({
    list: listTypes,
    get: getType,
    create: createType,
    update: updateType,
    delete: deleteType,
    optionValues,
  }),
  categories: describedLibraryRouter(
    schema.equipmentTypeCategories,
    "equipment_types_categories",
    "item type category",
  ),
  applications: describedLibraryRouter(schema.applications, "applications", "application"),
  bearings: router({
    list: listBearings,
    get: getBearing,
    create: createBearing,
    update: updateBearing,
    delete: deleteBearing,
  }),
  documents: router({
    list: listDocuments,
    get: getDocument,
    create: createDocument,
    update: updateDocument,
    delete: deleteDocument,
  }),
  faults: router({
    list: listFaults,
    get: getFault,
    create: createFault,
    update: updateFault,
    delete: deleteFault,
  }),
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
