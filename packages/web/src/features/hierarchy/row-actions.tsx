/**
 * What a hierarchy row offers: move up/down among its siblings, edit (the list's dialog), and a
 * delete that explains limbo; the same for a table row, a card and a details page's header.
 */
import {
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import { IconButton } from "@/components/form/icon-button";
import { useListDialog } from "@/components/list/row-opener";
import { ConfirmAction } from "@/components/record/confirm-action";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/lib/notify";
import { type AttachedCounts, useAttachedText } from "./counts-line";
import { canDelete, canEdit } from "./hierarchy-rows";
import { moveInOrder } from "./reorder";
import { useInvalidateHierarchy } from "./use-invalidate-hierarchy";

/** Reorder among siblings and delete, as one level's procedures do them. */
export interface SiblingActions {
  /** The parent's children in their order, loaded when asked (the list on screen may be paged). */
  siblings: () => Promise<number[]>;
  reorder: (ids: number[]) => Promise<unknown>;
  remove: (id: number, confirm: string | undefined) => Promise<unknown>;
}

// biome-ignore lint/suspicious/noExplicitAny: each procedure's options carry their own key and error types
type Options<TInput> = UseMutationOptions<any, any, TInput, any>;

/** A level's `SiblingActions` from its list (narrowed to one parent), reorder and delete. */
export function useSiblingActions<TList extends { data: { id: number }[] }, TReorder>({
  siblings,
  reorder,
  remove,
  order,
  arrange = (rows) => rows,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: as above
  siblings: UseQueryOptions<TList, any, TList, any>;
  reorder: Options<TReorder>;
  remove: Options<{ id: number; confirm?: string }>;
  /** The reorder call's input for these ids. */
  order: (ids: number[]) => TReorder;
  /** Puts the loaded siblings in their order, when the list call sorts them otherwise. */
  arrange?: (rows: TList["data"]) => readonly { id: number }[];
}): SiblingActions {
  const queryClient = useQueryClient();
  const reordering = useMutation(reorder);
  const removing = useMutation(remove);
  return {
    siblings: async () => {
      const result = await queryClient.fetchQuery({ ...siblings, staleTime: 0 });
      return arrange(result.data).map((row) => row.id);
    },
    reorder: (ids) => reordering.mutateAsync(order(ids)),
    remove: (id, confirm) => removing.mutateAsync({ id, confirm }),
  };
}

const MOVES = [
  [-1, ArrowUpIcon, "moveUp"],
  [1, ArrowDownIcon, "moveDown"],
] as const;

/** Up/down buttons for one child of a parent. */
export function ReorderButtons({
  id,
  name,
  siblings,
  save,
}: {
  id: number;
  name: string;
  siblings: () => Promise<number[]>;
  save: (ids: number[]) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const invalidate = useInvalidateHierarchy();
  const [pending, setPending] = useState(false);
  const move = async (delta: -1 | 1) => {
    setPending(true);
    try {
      const ids = await siblings();
      const next = moveInOrder(ids, id, delta);
      if (next.every((value, index) => value === ids[index])) return;
      await save(next);
      await invalidate();
      notifySuccess(t("hierarchy.reordered"));
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      {MOVES.map(([delta, icon, key]) => (
        <IconButton
          key={key}
          icon={icon}
          className="size-8"
          disabled={pending}
          titled
          label={t(`hierarchy.${key}`, { name })}
          onClick={() => void move(delta)}
        />
      ))}
    </>
  );
}

/**
 * Delete with confirmation; the typed word when something hangs below (spec part 1 §5). The
 * description says what happens to the items (limbo). `variant="icon"` for rows and cards.
 */
export function DeleteAction({
  name,
  itemLabel,
  description,
  attached,
  onDelete,
  variant = "icon",
}: {
  name: string;
  itemLabel: string;
  description: string;
  attached: AttachedCounts;
  onDelete: (confirm: string | undefined) => Promise<{ items_to_limbo?: number } | unknown>;
  variant?: "icon" | "button";
}) {
  const { t } = useTranslation();
  const attachedLabel = useAttachedText()(attached);
  const invalidate = useInvalidateHierarchy();
  return (
    <ConfirmAction
      title={t("hierarchy.deleteTitle", { name })}
      description={description}
      attached={attachedLabel}
      confirmLabel={t("common.delete")}
      pendingLabel={t("hierarchy.deleting")}
      successMessage={t("messages.itemDeleted", { item: itemLabel })}
      onConfirm={async (confirm) => {
        const result = (await onDelete(confirm)) as { items_to_limbo?: number } | undefined;
        await invalidate();
        if (result?.items_to_limbo) {
          notifySuccess(t("hierarchy.movedToLimbo", { count: result.items_to_limbo }));
        }
      }}
      trigger={
        variant === "icon" ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:text-destructive"
            aria-label={t("hierarchy.deleteName", { name })}
            title={t("hierarchy.deleteName", { name })}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        ) : (
          { icon: Trash2Icon, label: t("common.delete") }
        )
      }
    />
  );
}

/** One row's reorder, edit and delete, each as the user's permissions allow. */
export function RowActions<TRow extends { id: number; name: string }>({
  row,
  actions,
  itemLabel,
  deleteDescription,
  attached,
  editable = true,
}: {
  row: TRow;
  actions: SiblingActions;
  itemLabel: string;
  deleteDescription: string;
  attached: AttachedCounts;
  /** Whether the list's dialog edits this kind of row (items are edited on their own screens). */
  editable?: boolean;
}) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const edit = useListDialog<TRow>();
  return (
    <div className="flex items-center justify-end gap-0.5">
      {canEdit(user) ? (
        <>
          <ReorderButtons id={row.id} name={row.name} siblings={actions.siblings} save={actions.reorder} />
          {editable ? (
            <IconButton
              icon={PencilIcon}
              className="size-8"
              titled
              label={t("hierarchy.editName", { name: row.name })}
              onClick={() => edit(row)}
            />
          ) : null}
        </>
      ) : null}
      {canDelete(user) ? (
        <DeleteAction
          name={row.name}
          itemLabel={itemLabel}
          description={deleteDescription}
          attached={attached}
          onDelete={(confirm) => actions.remove(row.id, confirm)}
        />
      ) : null}
    </div>
  );
}
