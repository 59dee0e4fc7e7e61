import { router } from "../trpc";

export const workOrdersRouter = router({});
