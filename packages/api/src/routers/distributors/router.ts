import { router } from "../../trpc";

export const distributorsRouter = router({});
