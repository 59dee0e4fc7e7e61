import { router } from "../../trpc";
import { requestGraphicalDigest } from "./graphical-digest";

export const reportsRouter = router({ graphicalDigest: requestGraphicalDigest });
