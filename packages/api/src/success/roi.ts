/**
 * The ROI of the work completed at one plant over a window, from the requisitions domain (its
 * `plantRoi`: work orders and requisitions completed in the window, shared `roiFigures`).
 */
import type { Database } from "@plantwise/db";
import { plantRoi } from "../requisitions/service";

export interface PlantWorkRoi {
  savings: number;
  cost: number;
  net: number;
  roi_percent: number | null;
  work_orders: number;
  requisitions: number;
}

export function workRoi(db: Database, plantId: number, from: Date, to: Date): Promise<PlantWorkRoi> {
  return plantRoi(db, [plantId], from, to);
}
