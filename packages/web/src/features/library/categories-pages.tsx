import { type DescribedEntry, DescribedFormPage, DescribedListPage } from "./described-screens";

const CATEGORIES: DescribedEntry = {
  listId: "equipment-types-categories",
  basePath: "/equipment-types-categories",
  keys: {
    title: "pages.itemTypeCategories",
    item: "pages.itemTypeCategory",
    create: "library.categories.create",
    emptyTitle: "library.categories.emptyTitle",
    emptyDescription: "library.categories.emptyDescription",
  },
  section: "equipment_types_categories",
  procedures: (trpc) => trpc.library.categories,
};

/** /equipment-types-categories: groups of item types (Rotating, Electrical, …). */
export function CategoriesPage() {
  return <DescribedListPage entry={CATEGORIES} />;
}

/** /equipment-types-categories/:id */
export function CategoryFormPage() {
  return <DescribedFormPage entry={CATEGORIES} />;
}
