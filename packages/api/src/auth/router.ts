import { router } from "../trpc";
import { changePassword } from "./change-password";
import { choosePlant } from "./choose-plant";
import { login } from "./login";
import { logout } from "./logout";
import { mfaRouter } from "./mfa-procedures";
import { passwordRouter } from "./password";
import { phoneCode } from "./send-phone-code";
import { tempRole, tempRoleChoices } from "./temp-role";
import { trustDevice } from "./trust-device";
import { updateProfile } from "./update-profile";
import { user } from "./user";
import { phoneVerify } from "./verify-phone";

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
  choosePlant,
});
