import { router } from "../../trpc";

/** Controllers (gateways), their device tokens and commands. */
export const controllersRouter = router({});
