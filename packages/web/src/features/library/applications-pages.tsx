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
    title: t("pages.applications"),
    item: t("pages.application"),
    create: t("library.applications.create"),
    emptyTitle: t("library.applications.emptyTitle"),
    emptyDescription: t("library.applications.emptyDescription"),
  };
}

/** /applications: what an item does (pumping, conveying, ventilation, …). */
export function ApplicationsPage() {
  const trpc = useTRPC();
  const user = useAuthUser();
  return (
    <DescribedListPage
      listId="applications"
      basePath="/applications"
      labels={useLabels()}
      canCreate={hasPermission(user, "create_applications")}
      queryOptions={(input) => trpc.library.applications.list.queryOptions(input)}
    />
  );
}

/** /applications/:id */
export function ApplicationFormPage() {
  const trpc = useTRPC();
  const user = useAuthUser();
  const id = useRecordId();
  const queryClient = useQueryClient();
  const record = useQuery({
    ...trpc.library.applications.get.queryOptions({ id: id ?? 0 }),
    enabled: id !== null,
  });
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.library.applications.create.mutationOptions({ meta }));
  const update = useMutation(trpc.library.applications.update.mutationOptions({ meta }));
  const remove = useMutation(trpc.library.applications.delete.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.library.applications.pathKey() });
  return (
    <DescribedFormPage
      basePath="/applications"
      labels={useLabels()}
      record={record}
      canCreate={hasPermission(user, "create_applications")}
      canEdit={hasPermission(user, "edit_applications")}
      canDelete={hasPermission(user, "delete_applications")}
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
