/**
 * Maintenance management's schemas, one file per part: reference data (work order types, vendors,
 * work stations, task procedures, misc parts), work orders with the log, and requests with the
 * statistics and the export.
 */
export * from "./maintenance-reference";
export * from "./maintenance-requests";
export * from "./maintenance-statistics";
export * from "./maintenance-work-orders";
