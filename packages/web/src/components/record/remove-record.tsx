import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ArchiveIcon, Trash2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { ConfirmAction } from "./confirm-action";

// biome-ignore lint/suspicious/noExplicitAny: each procedure's options carry their own error types
type RemoveOptions = UseMutationOptions<any, any, { id: number; confirm?: string }, any>;

export interface RemoveRecordProps {
  /** The resource's delete (or archive) procedure, as tRPC names it (`trpc.plants.delete`). */
  procedure: { mutationOptions: () => RemoveOptions };
  id: number;
  /** The record's name, in the question. */
  name: string;
  /** The thing, in "{item} deleted" / "{item} archived". */
  item: string;
  /**
   * The i18n prefix of the screen's words: `deleteTitle`, `deleteDescription` and `deleting`, or
   * to archive `archiveTitle`, `archiveDescription`, `archiving`, `archive` and `archived`.
   */
  words: string;
  verb?: "delete" | "archive";
  /** What is attached ("2 plants, 6 users"); when set the user must type the word. */
  attached?: string | null;
  /** The header button's label, when it says more than the verb ("Delete team"). */
  buttonLabel?: string;
  /** Queries the removal changes (the resource's path key, and any other). */
  invalidate: readonly QueryKey[];
  /** Where to go once it is gone: the list. */
  then: string;
}

/** A record screen's delete or archive: confirm (with the typed word), remove, refresh, go back. */
export function RemoveRecord({
  procedure,
  id,
  name,
  item,
  words,
  verb = "delete",
  attached,
  buttonLabel,
  invalidate,
  then,
}: RemoveRecordProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const remove = useMutation(procedure.mutationOptions());
  const archive = verb === "archive";
  const confirmLabel = archive ? t(`${words}.archive`) : t("common.delete");
  return (
    <ConfirmAction
      title={t(`${words}.${verb}Title`, { name })}
      description={t(`${words}.${verb}Description`)}
      attached={attached}
      confirmLabel={confirmLabel}
      pendingLabel={t(`${words}.${archive ? "archiving" : "deleting"}`)}
      successMessage={archive ? t(`${words}.archived`, { item }) : t("messages.itemDeleted", { item })}
      trigger={{ icon: archive ? ArchiveIcon : Trash2Icon, label: buttonLabel ?? confirmLabel }}
      onConfirm={async (word) => {
        await remove.mutateAsync({ id, confirm: word });
        for (const queryKey of invalidate) await queryClient.invalidateQueries({ queryKey });
        navigate(then);
      }}
    />
  );
}
