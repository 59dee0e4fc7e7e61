/** What other domains may use of the asset hierarchy. */
export { reorderChildren } from "./hierarchy-rows";
