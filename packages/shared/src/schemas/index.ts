/**
 * Schemas shared by the API and the web app, one file per domain: the procedure validates with the
 * very schema the form does, and `.output()` schemas describe answers in the OpenAPI document.
 */
export * from "./analytics";
export * from "./auth";
export * from "./list";
export * from "./plants";
