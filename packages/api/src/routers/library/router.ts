import { router } from "../../trpc";

/** The asset library: brands, part numbers, item types, categories, applications, documents, bearings, faults, store rooms. */
export const libraryRouter = router({});
