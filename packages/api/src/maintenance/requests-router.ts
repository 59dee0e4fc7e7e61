import { router } from "../trpc";
import { convertRequest } from "./convert-request";
import { createRequest } from "./create-request";
import { listRequests, pendingRequestsCount } from "./list-requests";
import { rejectRequest } from "./reject-request";

/** maintenance.requests.*: work order requests, filed, listed, converted or rejected. */
export const requestsRouter = router({
  create: createRequest,
  list: listRequests,
  pendingCount: pendingRequestsCount,
  convert: convertRequest,
  reject: rejectRequest,
});
