import { hasPermission } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import { useRecordId } from "@/components/record/record-kit";
import { useTRPC } from "@/lib/trpc";
import { DescribedFormPage, DescribedListPage, type DescribedPayload } from "./described-entry";

function useLabels() {
  const { t } = useTranslation();
  return {
    title: t("pages.itemTypeCategories"),
    item: t("pages.itemTypeCategory"),
    create: t("library.categories.create"),
    emptyTitle: t("library.categories.emptyTitle"),
    emptyDescription: t("library.categories.emptyDescription"),
  };
}

/** /equipment-types-categories: groups of item types (Rotating, Electrical, …). */
export function CategoriesPage() {
  const trpc = useTRPC();
  const user = useAuthUser();
  return (
    <DescribedListPage
      listId="equipment-types-categories"
      basePath="/equipment-types-categories"
      labels={useLabels()}
      canCreate={hasPermission(user, "create_equipment_types_categories")}
      queryOptions={(input) => trpc.library.categories.list.queryOptions(input)}
    />
  );
}

/** /equipment-types-categories/:id */
export function CategoryFormPage() {
  const trpc = useTRPC();
  const user = useAuthUser();
  const id = useRecordId();
  const queryClient = useQueryClient();
  const record = useQuery({
    ...trpc.library.categories.get.queryOptions({ id: id ?? 0 }),
    enabled: id !== null,
  });
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.library.categories.create.mutationOptions({ meta }));
  const update = useMutation(trpc.library.categories.update.mutationOptions({ meta }));
  const remove = useMutation(trpc.library.categories.delete.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.library.categories.pathKey() });
  return (
    <DescribedFormPage
      basePath="/equipment-types-categories"
      labels={useLabels()}
      record={record}
      canCreate={hasPermission(user, "create_equipment_types_categories")}
      canEdit={hasPermission(user, "edit_equipment_types_categories")}
      canDelete={hasPermission(user, "delete_equipment_types_categories")}
      save={async (payload: DescribedPayload, recordId) => {
        const result =
          recordId === null
            ? await create.mutateAsync(payload)
            : await update.mutateAsync({ ...payload, id: recordId });
        await refresh();
        return result;
      }}
      remove={async (recordId, confirm) => {
        await remove.mutateAsync({ id: recordId, confirm });
        await refresh();
      }}
    />
  );
}
