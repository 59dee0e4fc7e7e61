import { router } from "../trpc";
import { acceptRfqQuote } from "./accept-quote";
import { cancelRfq } from "./cancel-rfq";
import { deleteRfq } from "./delete-rfq";
import { rfqFormOptionsProcedure } from "./form-options";
import { getRfq } from "./get-rfq";
import { listRfqs } from "./list-rfqs";
import { recordRfqQuote } from "./record-quote";
import { createRfq, updateRfq } from "./save-rfq";
import { sendRfq } from "./send-rfq";

/** rfqs.*: requests for quote to the plant's vendors, their quotes and the purchase order. */
export const rfqsRouter = router({
  list: listRfqs,
  get: getRfq,
  create: createRfq,
  update: updateRfq,
  delete: deleteRfq,
  send: sendRfq,
  recordQuote: recordRfqQuote,
  accept: acceptRfqQuote,
  cancel: cancelRfq,
  formOptions: rfqFormOptionsProcedure,
});
