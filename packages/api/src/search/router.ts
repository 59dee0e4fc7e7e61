import { router } from "../trpc";
import { searchRecords } from "./search-records";

export const searchRouter = router({
  records: searchRecords,
});
