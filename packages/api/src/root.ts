import { alarmsRouter } from "./alarms/router";
import { analysisRouter } from "./analysis/router";
import { analyticsRouter } from "./analytics/router";
import { authRouter } from "./auth/router";
import { companiesRouter } from "./companies/router";
import { controllersRouter } from "./controllers/router";
import { distributorsRouter } from "./distributors/router";
import { equipmentsRouter } from "./equipments/router";
import { assetsRouter, dashboardRouter, machinesRouter, productionLinesRouter } from "./hierarchy/router";
import { libraryRouter } from "./library/router";
import { maintenanceRouter } from "./maintenance/router";
import { notificationsRouter } from "./notifications/router";
import { outboxRouter } from "./outbox/router";
import { plantsRouter } from "./plants/router";
import { reportsRouter, scheduledReportsRouter } from "./reports/router";
import { requisitionsRouter } from "./requisitions/router";
import { rfqsRouter } from "./rfqs/router";
import { rolesRouter } from "./roles/router";
import { searchRouter } from "./search/router";
import { sensorsRouter } from "./sensors/router";
import { signalsRouter } from "./signals/router";
import { successRouter } from "./success/router";
import { teamsRouter } from "./teams/router";
import { mergeRouters, router } from "./trpc";
import { usersRouter } from "./users/router";

export const appRouter = router({
  auth: authRouter,
  analytics: analyticsRouter,
  analysis: analysisRouter,
  assets: assetsRouter,
  companies: companiesRouter,
  controllers: controllersRouter,
  dashboard: dashboardRouter,
  distributors: distributorsRouter,
  equipments: equipmentsRouter,
  library: libraryRouter,
  machines: machinesRouter,
  maintenance: maintenanceRouter,
  outbox: outboxRouter,
  plants: plantsRouter,
  requisitions: requisitionsRouter,
  rfqs: rfqsRouter,
  productionLines: productionLinesRouter,
  roles: rolesRouter,
  search: searchRouter,
  sensors: sensorsRouter,
  signals: signalsRouter,
  success: successRouter,
  teams: teamsRouter,
  users: mergeRouters(usersRouter, scheduledReportsRouter),
  reports: reportsRouter,
  notifications: notificationsRouter,
  alarms: alarmsRouter,
});

export type AppRouter = typeof appRouter;
