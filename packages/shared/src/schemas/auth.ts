/** Sign-in, passwords, second factor, profile and temp role inputs. */
import { z } from "zod";

/** Sign-in credentials; the e-mail is compared case-insensitively. */
export const loginInput = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Enter a valid e-mail address" })),
  password: z.string().min(1, { error: "Enter your password" }).max(1024),
});
export type LoginInput = z.infer<typeof loginInput>;

export type SecondFactorMethod = "authenticator" | "sms";

/**
 * A login answer: a token, or a verification status when a second factor is needed (part 1 §4).
 * `challenge` (`id.secret`, valid 10 minutes) goes with the code to auth.mfa.googleVerify or
 * auth.mfa.smsVerify, which then answer the token.
 */
export type LoginResult =
  | { token: string }
  | { verification: { status: "mfa_required"; methods: SecondFactorMethod[]; challenge: string } };

const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Enter a valid e-mail address" }));
const newPasswordField = z.string().min(1, { error: "Enter a password" }).max(1024);

/** POST /auth/password/email: where to send a reset (or a new account-creation) link. */
export const passwordEmailInput = z.object({ email: emailField });
export type PasswordEmailInput = z.infer<typeof passwordEmailInput>;

/** POST /auth/password/token: is this mailed link still good? */
export const passwordTokenInput = z.object({ token: z.string().trim().min(1).max(200) });

/**
 * POST /auth/password/reset. The strength rules (passwordProblems) and the match are checked by the
 * server, which names each broken rule; the web checks the same before sending.
 */
export const passwordResetInput = z.object({
  token: z.string().trim().min(1).max(200),
  password: newPasswordField,
  password_confirmation: z.string().max(1024),
});
export type PasswordResetInput = z.infer<typeof passwordResetInput>;

export const changePasswordInput = z.object({
  current_password: z.string().min(1, { error: "Enter your current password" }).max(1024),
  password: newPasswordField,
  password_confirmation: z.string().max(1024),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** A 6-digit code from an authenticator app or a text message (spaces ignored). */
export const otpCodeField = z
  .string()
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, { error: "Enter the 6-digit code" }));

/** auth.mfa.googleCode / smsCode: with a login challenge, or signed in to set the factor up. */
export const mfaChallengeInput = z
  .object({ challenge: z.string().trim().min(1).max(200).optional() })
  .optional();

/** auth.mfa.googleVerify / smsVerify. */
export const mfaVerifyInput = z.object({
  code: otpCodeField,
  challenge: z.string().trim().min(1).max(200).optional(),
  trust_device: z.boolean().optional(),
});
export type MfaVerifyInput = z.infer<typeof mfaVerifyInput>;

export const mfaDisableInput = z.object({
  password: z.string().min(1, { error: "Enter your password" }).max(1024),
});

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

/** PUT /auth/temp-role: a role to act as, or null to go back to the own role. */
export const tempRoleInput = z.object({ role_id: z.coerce.number().int().positive().nullable() });
export type TempRoleInput = z.infer<typeof tempRoleInput>;
