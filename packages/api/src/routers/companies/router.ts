import { router } from "../../trpc";

export const companiesRouter = router({});
