import { router } from "../trpc";
import { deleteRole } from "./delete-role";
import { getRole } from "./get-role";
import { listRoles } from "./list-roles";
import { createRole, updateRole } from "./save-role";

export const rolesRouter = router({
  list: listRoles,
  get: getRole,
  create: createRole,
  update: updateRole,
  delete: deleteRole,
});
