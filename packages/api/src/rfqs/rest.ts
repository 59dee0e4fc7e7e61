import { crudRoutes } from "../lib/crud-routes";
import type { RestRoute } from "../rest/routes";

/** The documented /rfqs paths (docs/api-paths.tsv); sending, quotes and accepting are tRPC calls. */
export const RFQ_ROUTES: readonly RestRoute[] = [
  ...crudRoutes("/rfqs", "rfqs", {
    list: "List RFQs (filters: plant_id, status) with their vendors count and best quote",
    create: "Create a draft RFQ with its lines and the plant's vendors asked to quote",
    get: "Get one RFQ with its lines, and its vendors with their quotes",
    update: "Update a draft RFQ; the lines and vendors sent replace its own (409 once sent)",
    delete: "Delete an RFQ with its lines and quotes (409 once accepted)",
  }),
];
