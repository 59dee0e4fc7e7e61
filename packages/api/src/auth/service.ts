/** What other domains and the app's start-up may use of sign-in and accounts. */
export { deleteExpiredCodes, MFA_OFF } from "./mfa";
export { endUserSessions, sendAccountLink } from "./user-tokens";
