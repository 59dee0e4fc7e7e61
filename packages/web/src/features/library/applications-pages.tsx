import { type DescribedEntry, DescribedFormPage, DescribedListPage } from "./described-screens";

const APPLICATIONS: DescribedEntry = {
  listId: "applications",
  basePath: "/applications",
  keys: {
    title: "pages.applications",
    item: "pages.application",
    create: "library.applications.create",
    emptyTitle: "library.applications.emptyTitle",
    emptyDescription: "library.applications.emptyDescription",
  },
  section: "applications",
  procedures: (trpc) => trpc.library.applications,
};

/** /applications: what an item does (pumping, conveying, ventilation, …). */
export function ApplicationsPage() {
  return <DescribedListPage entry={APPLICATIONS} />;
}

/** /applications/:id */
export function ApplicationFormPage() {
  return <DescribedFormPage entry={APPLICATIONS} />;
}
