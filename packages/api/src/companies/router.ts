import { router } from "../trpc";
import { archiveCompany, restoreCompany } from "./archive-company";
import { companyInfo, getCompany } from "./get-company";
import { listCompanies } from "./list-companies";
import { createCompany, updateCompany } from "./save-company";

export const companiesRouter = router({
  list: listCompanies,
  get: getCompany,
  info: companyInfo,
  create: createCompany,
  update: updateCompany,
  delete: archiveCompany,
  restore: restoreCompany,
});
