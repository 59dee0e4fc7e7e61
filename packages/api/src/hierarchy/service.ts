/** What other domains may use of the asset hierarchy. */
export { reorderChildren, reorderUnder } from "./hierarchy-rows";
export { withItemLine } from "./item-line";
export { reorderedParent } from "./parents";
