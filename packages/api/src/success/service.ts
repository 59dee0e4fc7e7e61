/** What the app's composition uses of customer success: the one-pager's PDF download. */
export { successFileRoutes } from "./one-pager-routes";
