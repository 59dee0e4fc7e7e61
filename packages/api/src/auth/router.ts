import { router } from "../trpc";
import { login } from "./login";
import { logout } from "./logout";
import { mfaRouter } from "./mfa-procedures";
import { passwordRouter } from "./password";
import { changePassword, phoneCode, phoneVerify, updateProfile } from "./profile";
import { tempRole, tempRoleChoices } from "./temp-role";
import { trustDevice } from "./trust-device";
import { user } from "./user";

export const authRouter = router({
  login,
  user,
  logout,
  trustDevice,
  mfa: mfaRouter,
  password: passwordRouter,
  changePassword,
  updateProfile,
  phoneCode,
  phoneVerify,
  tempRole,
  roles: tempRoleChoices,
});
