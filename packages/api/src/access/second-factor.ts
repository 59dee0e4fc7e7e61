import { AppError } from "../errors";
import type { AuthUser } from "./auth-user";

/** The refusal while a required second factor is not set up (and not deferred on this device). */
export const MESSAGE_SECOND_FACTOR_FIRST =
  "Your role requires two-factor authentication: set it up in your profile first";

/**
 * What a user whose role requires a second factor (part 1 §6) may still do before setting one up:
 * read and edit their own profile and password, verify a phone for text-message codes, set up a
 * factor, defer the requirement on this device, leave (or change) a temporary role that brought
 * the requirement, and sign out. Everything else is refused by the server, not only hidden by
 * the web app, so a token used outside the app gets no further. Changing the temporary role lifts
 * nothing of the own role's: its requirement is judged on both roles.
 */
const OPEN_BEFORE_SECOND_FACTOR: ReadonlySet<string> = new Set([
  "auth.user",
  "auth.logout",
  "auth.trustDevice",
  "auth.tempRole",
  "auth.roles",
  "auth.updateProfile",
  "auth.changePassword",
  "auth.phoneCode",
  "auth.phoneVerify",
  "auth.mfa.googleCode",
  "auth.mfa.googleVerify",
  "auth.mfa.smsCode",
  "auth.mfa.smsVerify",
]);

/**
 * Refuses a signed-in request (403) while the user's role asks for a second factor they have not
 * set up, unless it is one of the procedures above. `mfa_required` is worked out at sign-in from
 * the acting role, the policy date, the factor and this device's deferral.
 */
export function assertSecondFactorSettled(user: Pick<AuthUser, "mfa_required">, procedure?: string): void {
  if (!user.mfa_required) return;
  if (procedure !== undefined && OPEN_BEFORE_SECOND_FACTOR.has(procedure)) return;
  throw new AppError("FORBIDDEN", MESSAGE_SECOND_FACTOR_FIRST);
}
