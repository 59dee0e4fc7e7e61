import { MESSAGES, PASSWORD_RULE_MESSAGES, passwordProblems } from "@plantwise/shared";
import { AppError } from "../errors";

/**
 * A new password must follow part 1 §5 and match its confirmation. Answers 422 naming each broken
 * rule (`password: Password must contain a digit`, …) and the mismatch; the message is "Passwords do
 * not match" when that is the only problem.
 */
export function assertNewPassword(password: string, confirmation: string, email: string): void {
  const rules = passwordProblems(password, email);
  const messages = rules.map((rule) => [`password: ${PASSWORD_RULE_MESSAGES[rule]}`]);
  const mismatch = password !== confirmation;
  if (mismatch) messages.push([`password_confirmation: ${MESSAGES.passwordsDoNotMatch}`]);
  if (messages.length === 0) return;
  const message = rules.length === 0 ? MESSAGES.passwordsDoNotMatch : "Password does not meet the rules";
  throw new AppError("BAD_REQUEST", message, { messages });
}
