/**
 * Tenant isolation of the requisition analytics and the ROI of work done, spread into
 * isolation.test.ts's REGISTRY. The analytics answer no names, so they are attacked by naming B's
 * plant (404, the same words as a plant that does not exist) and must work on A's own. The ROI
 * lists name every plant, line, machine and asset they cover: asked without a plant, they must
 * list nothing of B (whose names carry the B marker).
 */
import type { EntryInput, IsolationEntry } from "../sensors/sensors.isolation";

const lastYear = { preset: "last_12_months" };

export const REQUISITION_ANALYTICS_ENTRIES: Record<string, IsolationEntry<EntryInput>> = {
  "requisitions.analytics": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ plant_id: f.b.plant }), (f) => ({ plant_id: f.b.plant, ...lastYear })],
    own: (f) => ({ plant_id: f.a.plant }),
  },
  "requisitions.roi": { kind: "scoped-list", input: () => lastYear },
  "requisitions.roiByLine": { kind: "scoped-list", input: () => lastYear },
  "requisitions.roiByMachine": { kind: "scoped-list", input: () => lastYear },
  "requisitions.roiByAsset": { kind: "scoped-list", input: () => lastYear },
};
