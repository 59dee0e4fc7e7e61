import { router } from "../trpc";
import { deleteEquipment } from "./delete-equipment";
import { getEquipment } from "./get-equipment";
import { equipmentDashboard } from "./get-equipment-dashboard";
import { equipmentHealth } from "./get-equipment-health";
import { equipmentAnalogues } from "./list-equipment-analogues";
import { listEquipments } from "./list-equipments";
import { moveEquipment, reorderEquipment } from "./move-equipment";
import { rpmOptions, setRpmParams } from "./rpm-params";
import { createEquipment, updateEquipment } from "./save-equipment";

/** Equipment items (GET/POST/PUT/DELETE /equipments …); pictures are Express routes in lib/uploads.ts. */
export const equipmentsRouter = router({
  list: listEquipments,
  get: getEquipment,
  create: createEquipment,
  update: updateEquipment,
  delete: deleteEquipment,
  move: moveEquipment,
  reorder: reorderEquipment,
  rpmParams: setRpmParams,
  rpmOptions,
  analogues: equipmentAnalogues,
  health: equipmentHealth,
  dashboard: equipmentDashboard,
});
