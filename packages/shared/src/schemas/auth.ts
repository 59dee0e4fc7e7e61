/** Sign-in, passwords, second factor, profile and temp role: their inputs, and what the sign-in calls answer. */
import { z } from "zod";
import { PlatformRole, RoleType } from "../access";
import { namedRef } from "./fields";
import { recordId } from "./list";
import { roleFlags, rolePermission } from "./roles";
import { personName } from "./users";

/** An e-mail address, compared case-insensitively. */
const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Enter a valid e-mail address" }));
/** The user's own password, to sign in or to confirm a change. */
const passwordField = z.string().min(1, { error: "Enter your password" }).max(1024);
/** A new password and its confirmation; the strength rules are the server's (passwordProblems). */
const newPasswordFields = {
  password: z.string().min(1, { error: "Enter a password" }).max(1024),
  password_confirmation: z.string().max(1024),
};
/** A mailed link's token or a login challenge (`id.secret`). */
const tokenField = z.string().trim().min(1).max(200);

/** Sign-in credentials. */
export const loginInput = z.object({ email: emailField, password: passwordField });
export type LoginInput = z.infer<typeof loginInput>;

export const secondFactorMethod = z.enum(["authenticator", "sms"]);
export type SecondFactorMethod = z.infer<typeof secondFactorMethod>;

/**
 * A login answer: a token, or a verification status when a second factor is needed (part 1 §4).
 * `challenge` (`id.secret`, valid 10 minutes) goes with the code to auth.mfa.googleVerify or
 * auth.mfa.smsVerify, which then answer the token.
 */
export const loginOutput = z.union([
  z.object({ token: z.string() }),
  z.object({
    verification: z.object({
      status: z.literal("mfa_required"),
      methods: z.array(secondFactorMethod),
      challenge: z.string(),
    }),
  }),
]);
export type LoginResult = z.infer<typeof loginOutput>;

/** POST /auth/password/email: where to send a reset (or a new account-creation) link. */
export const passwordEmailInput = z.object({ email: emailField });
export type PasswordEmailInput = z.infer<typeof passwordEmailInput>;

/** POST /auth/password/token: is this mailed link still good? */
export const passwordTokenInput = z.object({ token: tokenField });

/**
 * POST /auth/password/reset. The strength rules (passwordProblems) and the match are checked by the
 * server, which names each broken rule; the web checks the same before sending.
 */
export const passwordResetInput = z.object({ token: tokenField, ...newPasswordFields });
export type PasswordResetInput = z.infer<typeof passwordResetInput>;

export const changePasswordInput = z.object({
  current_password: z.string().min(1, { error: "Enter your current password" }).max(1024),
  ...newPasswordFields,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** A 6-digit code from an authenticator app or a text message (spaces ignored). */
export const otpCodeField = z
  .string()
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, { error: "Enter the 6-digit code" }));

/** auth.mfa.googleCode / smsCode: with a login challenge, or signed in to set the factor up. */
export const mfaChallengeInput = z.object({ challenge: tokenField.optional() }).optional();

/** auth.mfa.googleVerify / smsVerify. */
export const mfaVerifyInput = z.object({
  code: otpCodeField,
  challenge: tokenField.optional(),
  trust_device: z.boolean().optional(),
});
export type MfaVerifyInput = z.infer<typeof mfaVerifyInput>;

export const mfaDisableInput = z.object({ password: passwordField });

/** A phone number: digits with an optional leading +, spaces, dots, dashes and brackets; 7–15 digits. */
export const phoneField = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ().-]+$/, { error: "Enter a phone number (digits, optional leading +)" })
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, "").length;
      return digits >= 7 && digits <= 15;
    },
    { error: "A phone number has 7 to 15 digits" },
  );

/** auth.updateProfile: the signed-in user's own name, language, units and phone. */
export const updateProfileInput = z.object({
  first_name: z.string().trim().min(1, { error: "Enter a first name" }).max(100),
  last_name: z.string().trim().min(1, { error: "Enter a last name" }).max(100),
  language: z.union([z.literal(1), z.literal(2)]),
  measuring_system: z.union([z.literal(1), z.literal(2)]),
  phone: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : v),
    phoneField.nullable().optional(),
  ),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

/** POST /users/phone-number/code: optionally a new number to verify. */
export const phoneCodeInput = z.object({ phone: phoneField.optional() }).optional();
export const phoneVerifyInput = z.object({ code: otpCodeField });

/** GET /auth/user. */
export const authUserInput = z
  .object({
    /** Spec §7: `refresh_token=true` renews the token; the old one stops working. */
    refresh_token: z.stringbool().or(z.boolean()).optional(),
  })
  .optional();

/** PUT /auth/temp-role: a role to act as, or null to go back to the own role. */
export const tempRoleInput = z.object({ role_id: recordId.nullable() });
export type TempRoleInput = z.infer<typeof tempRoleInput>;

/** auth.choosePlant: the plant picked in the top bar, remembered for the user on every device. */
export const choosePlantInput = z.object({ plant_id: recordId });

/** A role as access decisions read it: its flags and its permission matrix. */
export const accessRoleSchema = namedRef.extend({
  type: z.enum(RoleType),
  platform_role: z.enum(PlatformRole).nullable(),
  ...roleFlags,
  permissions: z.array(rolePermission),
});

/** The signed-in user as GET /auth/user and PUT /auth/temp-role answer it. */
export const authUserSchema = z.object({
  id: z.number().int(),
  type: z.number().int().nullable(),
  role: accessRoleSchema,
  /** The role acted as while set; it replaces `role` in every access decision. */
  temp_role: accessRoleSchema.nullable(),
  is_mfa_enabled: z.boolean(),
  /** Policy asks for a second factor this user has not enabled, and this device is not trusted. */
  mfa_required: z.boolean(),
  email: z.string(),
  ...personName,
  language: z.number().int(),
  measuring_system: z.number().int(),
  company_id: z.number().int().nullable(),
  company: namedRef.extend({ enabled_menu_sections: z.array(z.string()).nullable() }).nullable(),
  plants: z.array(namedRef.extend({ time_zone: z.string(), company_id: z.number().int() })),
  /**
   * The plant the dashboard opens on: the one last chosen, else the first with items or sensors,
   * else the first; null without plants.
   */
  home_plant_id: z.number().int().nullable(),
  /** Until when (ISO date-time) this device may skip the MFA requirement. */
  mfa_trusted_until: z.string().nullable(),
  mfa_method: secondFactorMethod.nullable(),
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  /** False while the acting role forces a second factor. */
  can_disable_mfa: z.boolean(),
});

/** GET /auth/user: the user, and the renewed token when `refresh_token` was asked for. */
export const authUserOutput = z.object({ user: authUserSchema, token: z.string().optional() });

/** GET /auth/logout. */
export const logoutOutput = z.object({ status: z.literal("ok") });

/** POST /auth/mfa/google/code: "ready" for a sign-in challenge, or the secret to enrol. */
export const googleCodeOutput = z.union([
  z.object({ status: z.literal("ready") }),
  z.object({ secret: z.string(), otpauth_url: z.string() }),
]);

/** POST /auth/mfa/sms/code: the code was texted to the number ending as `phone_hint` shows. */
export const smsCodeOutput = z.object({ status: z.literal("sent"), phone_hint: z.string() });

/**
 * POST /auth/mfa/{google,sms}/verify: a sign-in answers the session token (and a device token when
 * the device is now trusted); a set-up answers "enabled".
 */
export const mfaVerifyOutput = z.union([
  z.object({ token: z.string(), device_token: z.string().optional() }),
  z.object({ status: z.literal("enabled") }),
]);
