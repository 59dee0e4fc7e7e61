/**
 * Input pieces many procedures share: ids, the delete confirmation word, query-string flags and
 * optional text or references. They are written once in `@plantwise/shared`, where the web's
 * forms use them too.
 */
export {
  deleteWithConfirmInput,
  idInput,
  optionalRef,
  optionalText,
  ownerField,
  queryFlag,
} from "@plantwise/shared";
