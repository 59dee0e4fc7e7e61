import { router } from "../trpc";
import { deleteTeam } from "./delete-team";
import { getTeam } from "./get-team";
import { listTeams } from "./list-teams";
import { createTeam, updateTeam } from "./save-team";
import { teamFormOptions } from "./team-options";

export const teamsRouter = router({
  list: listTeams,
  get: getTeam,
  create: createTeam,
  update: updateTeam,
  delete: deleteTeam,
  formOptions: teamFormOptions,
});
