import { router } from "../../trpc";

export const rolesRouter = router({});
