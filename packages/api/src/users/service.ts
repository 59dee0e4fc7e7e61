/**
 * What other domains may use of users: which plants a user may be handed, which plants a stored
 * user reaches, which permission flags a role holds beyond another's, the field-named 422 and the
 * delete confirmation the user and team screens share.
 */

export { userReachesPlant } from "./plant-access";
export { assertAssignablePlants, fieldError, flagsBeyond, requireDeleteConfirmed } from "./user-access";
