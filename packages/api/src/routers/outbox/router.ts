import { router } from "../../trpc";

export const outboxRouter = router({});
