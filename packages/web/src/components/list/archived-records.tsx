import type { QueryKey, UseMutationOptions } from "@tanstack/react-query";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { RotateCcwIcon } from "lucide-react";
import { toast } from "sonner";
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
