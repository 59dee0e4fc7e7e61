import type { RestRoute } from "../rest/routes";

export const COMPANY_ROUTES: readonly RestRoute[] = [
  {
    method: "GET",
    path: "/companies",
    procedure: "companies.list",
    envelope: "list",
    summary: "List companies",
  },
  {
    method: "POST",
    path: "/companies",
    procedure: "companies.create",
    envelope: "data",
    summary: "Create a company",
  },
  {
    method: "GET",
    path: "/companies/{id}",
    procedure: "companies.get",
    envelope: "data",
    summary: "Get one company",
  },
  {
    method: "PUT",
    path: "/companies/{id}",
    procedure: "companies.update",
    envelope: "data",
    summary: "Update a company",
  },
  {
    method: "DELETE",
    path: "/companies/{id}",
    procedure: "companies.delete",
    envelope: "action",
    summary: 'Archive a company (confirm: "delete" when it has plants or users)',
  },
];
