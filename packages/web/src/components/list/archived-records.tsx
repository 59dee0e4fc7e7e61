import { hasPermission, type PermissionKey } from "@plantwise/shared";
import type { QueryKey, UseMutationOptions } from "@tanstack/react-query";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { RotateCcwIcon } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useAuthUser } from "@/auth/auth-context";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ListFilter } from "./list-types";

/**
 * Records archived instead of deleted (companies, plants): the list's status filter, the badge
 * beside an archived record's name, and its restore button.
 */
export function archivedFilter(
  t: TFunction,
  keys: { status: string; active: string; archived: string },
): ListFilter {
  return {
    id: "archived",
    label: t(keys.status),
    options: [
      { value: "false", label: t(keys.active) },
      { value: "true", label: t(keys.archived) },
    ],
  };
}

export function ArchivedBadge({ label }: { label: string }) {
  return <Badge variant="secondary">{label}</Badge>;
}

// biome-ignore lint/suspicious/noExplicitAny: each procedure's options carry their own error types
type RestoreOptions = UseMutationOptions<any, any, { id: number }, any>;

/**
 * The list's restore: one call at a time for the whole list, saying so and refreshing the list.
 */
export function useRestore(
  procedure: { mutationOptions: (opts: { onSuccess: () => Promise<void> }) => RestoreOptions },
  restored: string,
  listKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation(
    procedure.mutationOptions({
      onSuccess: async () => {
        toast.success(restored);
        await queryClient.invalidateQueries({ queryKey: listKey });
      },
    }),
  );
}

export function RestoreButton({
  label,
  pending,
  onRestore,
}: {
  label: string;
  pending: boolean;
  onRestore: () => void;
}) {
  return (
    <Button variant="outline" size="sm" disabled={pending} onClick={onRestore}>
      <RotateCcwIcon aria-hidden="true" />
      {label}
    </Button>
  );
}

/** What an archiving list offers whoever may archive or delete its records. */
export interface ArchivedRecords<TRow> {
  /** The status filter (active or archived); none for whoever may not restore. */
  filters: ListFilter[];
  /** An archived row's restore button, for whoever may restore; null otherwise. */
  restoreButton: (row: TRow) => ReactNode;
}

/**
 * The status filter and restore button of a list of records archived instead of deleted. `words`
 * is the i18n prefix of `status`, `active`, `archivedStatus`, `restore` and `restored`.
 */
export function useArchivedRecords<TRow extends { id: number; archived_at: unknown }>({
  resource,
  permissions,
  words,
  item,
}: {
  /** The resource as tRPC names it (`trpc.plants`): its `restore`, and its list to refresh. */
  resource: { restore: Parameters<typeof useRestore>[0]; list: { queryKey: () => QueryKey } };
  /** Any of them lets the user see archived records and restore them. */
  permissions: PermissionKey[];
  words: string;
  /** The thing, in "{item} restored". */
  item: string;
}): ArchivedRecords<TRow> {
  const { t } = useTranslation();
  const canRestore = hasPermission(useAuthUser(), permissions, "any");
  const { isPending, mutate } = useRestore(
    resource.restore,
    t(`${words}.restored`, { item }),
    resource.list.queryKey(),
  );
  return useMemo(
    () => ({
      filters: canRestore
        ? [
            archivedFilter(t, {
              status: `${words}.status`,
              active: `${words}.active`,
              archived: `${words}.archivedStatus`,
            }),
          ]
        : [],
      restoreButton: (row: TRow) =>
        row.archived_at && canRestore ? (
          <RestoreButton
            label={t(`${words}.restore`)}
            pending={isPending}
            onRestore={() => mutate({ id: row.id })}
          />
        ) : null,
    }),
    [t, words, canRestore, isPending, mutate],
  );
}
