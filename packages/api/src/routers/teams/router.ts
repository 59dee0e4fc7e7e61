import { router } from "../../trpc";

export const teamsRouter = router({});
