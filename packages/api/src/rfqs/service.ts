/** What the app's composition uses of RFQs. */
export { rfqFileRoutes } from "./pdf-routes";
