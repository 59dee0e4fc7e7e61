import { crudRoutes } from "../lib/crud-routes";
import type { RestRoute } from "../rest/routes";

/** The five CRUD rows of one library resource, their summaries naming `what`. */
function crud(path: string, procedure: string, what: string, deleteNote = ""): readonly RestRoute[] {
  return crudRoutes(path, procedure, {
    list: `List ${what}`,
    create: `Create ${what}`,
    get: `Get one of ${what}`,
    update: `Update one of ${what}`,
    delete: `Delete one of ${what}${deleteNote}`,
  });
}

export const LIBRARY_ROUTES: readonly RestRoute[] = [
  ...crud("/equipments/brands", "library.brands", "brands", " (422 while part numbers or items use it)"),
  ...crud(
    "/equipments/brands/models",
    "library.brandModels",
    "part numbers (brand models)",
    " (422 while items use it)",
  ),
  ...crud(
    "/equipments/types",
    "library.types",
    "item types with their options and values (exclude_category, card_only)",
    " (422 while items use it)",
  ),
  {
    method: "GET",
    path: "/equipments/types/options/{id}/values",
    procedure: "library.types.optionValues",
    envelope: "data",
    summary: "The values of one item type option",
  },
  {
    method: "GET",
    path: "/equipments/types/{typeId}/vibration-analysis-rules",
    procedure: "library.vibrationRules.list",
    envelope: "data",
    summary: "An item type's vibration analysis rules with their crossover option values",
  },
  {
    method: "POST",
    path: "/equipments/types/{typeId}/vibration-analysis-rules",
    procedure: "library.vibrationRules.save",
    envelope: "action",
    summary: "Replace an item type's vibration analysis rules",
  },
  {
    method: "GET",
    path: "/equipments/types/{typeId}/vibration-analysis-rules/{ruleId}/crossover-options-values",
    procedure: "library.vibrationRules.crossoverValues",
    envelope: "data",
    summary: "A rule's crossover option values",
  },
  {
    method: "POST",
    path: "/equipments/types/{typeId}/vibration-analysis-rules/{ruleId}/crossover-options-values",
    procedure: "library.vibrationRules.saveCrossoverValues",
    envelope: "action",
    summary: "Replace a rule's crossover option values (values of the type's options only)",
  },
  ...crud("/equipments/types/options/categories", "library.categories", "item type categories"),
  ...crud("/applications", "library.applications", "applications"),
  ...crud("/bearings", "library.bearings", "bearings (with defect frequencies as orders of shaft speed)"),
  ...crud("/libraries", "library.documents", "library documents (links)"),
  ...crud("/equipments/faults", "library.faults", "equipment faults"),
  ...crud(
    "/store-rooms",
    "library.storeRooms",
    "store rooms",
    ' (confirm: "delete" when it holds items; they go to limbo)',
  ),
];
