import { router } from "../trpc";
import { analyticsRouter } from "./analytics/router";
import { authRouter } from "./auth/router";
import { companiesRouter } from "./companies/router";
import { distributorsRouter } from "./distributors/router";
import { outboxRouter } from "./outbox/router";
import { plantsRouter } from "./plants/router";
import { rolesRouter } from "./roles/router";
import { teamsRouter } from "./teams/router";
import { usersRouter } from "./users/router";

export const appRouter = router({
  auth: authRouter,
  analytics: analyticsRouter,
  companies: companiesRouter,
  distributors: distributorsRouter,
  outbox: outboxRouter,
  plants: plantsRouter,
  roles: rolesRouter,
  teams: teamsRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
