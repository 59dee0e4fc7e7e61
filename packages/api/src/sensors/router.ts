import { router } from "../trpc";
import { createMultiView } from "./create-multi-view";
import { deleteSensor } from "./delete-sensor";
import { listFormulas, saveFormula } from "./formulas";
import { getSensor } from "./get-sensor";
import { listMultiViews } from "./list-multi-views";
import { listSensors } from "./list-sensors";
import { ncdConfig } from "./ncd-config";
import { pdmDashboard } from "./pdm-dashboard";
import { sensorPositions } from "./positions";
import { publicGraph } from "./public-graph";
import { createPublicGraphLink, listPublicGraphLinks, revokePublicGraphLink } from "./public-graph-links";
import { createSensor, updateSensor } from "./save-sensor";
import { graphThresholds } from "./set-graph-thresholds";

/** Sensors (GET/POST/PUT/DELETE /sensors, positions, formulas, multi-views, PdM dashboard, public graph). */
export const sensorsRouter = router({
  list: listSensors,
  get: getSensor,
  create: createSensor,
  update: updateSensor,
  delete: deleteSensor,
  positions: sensorPositions,
  formulas: listFormulas,
  saveFormula,
  multiViews: listMultiViews,
  createMultiView,
  graphThresholds,
  ncdConfig,
  pdmDashboard,
  createPublicGraphLink,
  publicGraphLinks: listPublicGraphLinks,
  revokePublicGraphLink,
  publicGraph,
});
