/** What other domains may use of users: which plants a user may be handed. */
export { assertAssignablePlants, fieldError } from "./user-access";
