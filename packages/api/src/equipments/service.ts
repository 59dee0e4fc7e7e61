/** What other domains and the app's composition may use of equipment items. */
export { configureUploads, equipmentPictureRoutes } from "./pictures-routes";
export { effectiveRpm } from "./rpm-params";
