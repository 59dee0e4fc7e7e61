import { router } from "../../trpc";

/** Sensors (GET/POST/PUT/DELETE /sensors, positions, formulas, multi-views). */
export const sensorsRouter = router({});
