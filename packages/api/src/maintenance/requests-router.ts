import { router } from "../trpc";

export const requestsRouter = router({});
export const statisticsRouter = router({});
