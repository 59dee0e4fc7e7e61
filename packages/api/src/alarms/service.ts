/** What other domains and the app's start-up may use of alarms. */
export { itemHealthOrder } from "./attention-order";
export { itemHealthRows, plantFilterOf } from "./health";
export { evaluateAfterIngest, type StoredBatch } from "./ingest-hook";
export { registerAlarmJobs } from "./jobs";
