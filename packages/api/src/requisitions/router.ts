import { mergeRouters } from "../trpc";
import { requisitionAnalyticsRouter } from "./analytics-router";
import { requisitionRecordsRouter } from "./records-router";

/** requisitions.*: the records and their actions, and the analytics and ROI computed from them. */
export const requisitionsRouter = mergeRouters(requisitionRecordsRouter, requisitionAnalyticsRouter);
