import { router } from "../trpc";
import { getAttachment } from "./get-attachment";
import { listOutbox } from "./list-outbox";

export const outboxRouter = router({ list: listOutbox, attachment: getAttachment });
