/**
 * What other domains may use of users: which plants a user may be handed, the field-named 422 and
 * the delete confirmation the user and team screens share.
 */
export { assertAssignablePlants, fieldError, requireDeleteConfirmed } from "./user-access";
