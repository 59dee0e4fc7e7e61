import { router } from "../trpc";
import { createUser } from "./create-user";
import { deleteUser } from "./delete-user";
import { getUser } from "./get-user";
import { listUsers } from "./list-users";
import { updateUser } from "./update-user";
import { userFormOptions } from "./user-form-options";

export const usersRouter = router({
  list: listUsers,
  get: getUser,
  create: createUser,
  update: updateUser,
  delete: deleteUser,
  formOptions: userFormOptions,
});
