import { router } from "../../trpc";

export const equipmentsRouter = router({});
