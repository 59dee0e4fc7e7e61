import { router } from "../../trpc";
import { login } from "./login";
import { logout } from "./logout";
import { trustDevice } from "./trust-device";
import { user } from "./user";

export const authRouter = router({ login, user, logout, trustDevice });
