import { router } from "../../trpc";

export const productionLinesRouter = router({});
export const machinesRouter = router({});
export const assetsRouter = router({});
export const dashboardRouter = router({});
