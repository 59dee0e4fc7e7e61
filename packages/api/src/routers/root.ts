import { router } from "../trpc";
import { authRouter } from "./auth/router";
import { plantsRouter } from "./plants/router";

export const appRouter = router({
  auth: authRouter,
  plants: plantsRouter,
});

export type AppRouter = typeof appRouter;
