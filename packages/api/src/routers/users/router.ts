import { router } from "../../trpc";
import { createUser } from "./create-user";
import { deleteUser } from "./delete-user";
import { getUser } from "./get-user";
import { listUsers } from "./list-users";
import { createReport, deleteReport, listReports, startReport, updateReport } from "./report-procedures";
import { updateUser } from "./update-user";
import { userFormOptions } from "./user-form-options";

export const usersRouter = router({
  list: listUsers,
  get: getUser,
  create: createUser,
  update: updateUser,
  delete: deleteUser,
  formOptions: userFormOptions,
  listReports,
  createReport,
  updateReport,
  deleteReport,
  startReport,
});
