/** What other domains and the app's composition may use of notifications. */
export { type AlarmChange, type IncidentStep, notifyAlarmChanges } from "./alarm-notify";
export { registerNotificationJobs } from "./daily-summary";
export { deliver } from "./deliver";
export { markAcknowledgedRead } from "./read-on-acknowledge";
export { lineAccepts, plantRecipients, unscopedRecipient } from "./recipients";
export { notificationStreamRoutes } from "./stream";
export { effectiveTemplates } from "./templates";
