/**
 * Schemas shared by the API and the web app, one file per domain: the procedure validates with the
 * very schema the form does, and `.output()` schemas describe answers in the OpenAPI document.
 */
export * from "./alarms";
export * from "./analysis";
export * from "./analytics";
export * from "./auth";
export * from "./companies";
export * from "./controllers";
export * from "./distributors";
export * from "./equipments";
export * from "./fields";
export * from "./hierarchy";
export * from "./library";
export * from "./list";
export * from "./maintenance";
export * from "./notifications";
export * from "./plants";
export * from "./reports";
export * from "./requisitions";
export * from "./requisitions-analytics";
export * from "./rfqs";
export * from "./roles";
export * from "./search";
export * from "./sensors";
export * from "./signals";
export * from "./success";
export * from "./teams";
export * from "./users";
