/**
 * The REST rows of a resource's five CRUD calls, written once: each domain's `rest.ts` names the
 * path, the procedures and the summaries the OpenAPI document shows.
 */

export interface CrudSummaries {
  list: string;
  create: string;
  get: string;
  update: string;
  delete: string;
}

/**
 * GET and POST on `path`, GET, PUT and DELETE on `path/{id}`, routed to `<procedure>.list`,
 * `.create`, `.get`, `.update` and `.delete` (rows of the REST table, `rest/routes.ts`).
 */
export function crudRoutes(path: string, procedure: string, summary: CrudSummaries) {
  const one = `${path}/{id}`;
  return [
    { method: "GET", path, procedure: `${procedure}.list`, envelope: "list", summary: summary.list },
    { method: "POST", path, procedure: `${procedure}.create`, envelope: "data", summary: summary.create },
    { method: "GET", path: one, procedure: `${procedure}.get`, envelope: "data", summary: summary.get },
    { method: "PUT", path: one, procedure: `${procedure}.update`, envelope: "data", summary: summary.update },
    {
      method: "DELETE",
      path: one,
      procedure: `${procedure}.delete`,
      envelope: "action",
      summary: summary.delete,
    },
  ] as const;
}
