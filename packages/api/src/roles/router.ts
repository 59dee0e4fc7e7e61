import { router } from "../trpc";
import { listRoles } from "./list-roles";
import { createRole, deleteRole, getRole, updateRole } from "./save-role";

export const rolesRouter = router({
  list: listRoles,
  get: getRole,
  create: createRole,
  update: updateRole,
  delete: deleteRole,
});
