/**
 * Pieces the hierarchy screens share: row types, the dashboard frame (title, tabs, "Select Plant
 * first"), the form dialog, the reorder buttons and the delete action that explains limbo.
 */
import type { AuthUser, RouterOutputs } from "@plantwise/api/router";
import { hasPermission } from "@plantwise/shared";
import { useQueryClient } from "@tanstack/react-query";
import {
  ArrowDownIcon,
  ArrowUpIcon,
  CircleAlertIcon,
  FactoryIcon,
  PencilIcon,
  Trash2Icon,
} from "lucide-react";
import { type ReactNode, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { DASHBOARD_TABS } from "@/app/tabs";
import { useAuthUser } from "@/auth/auth-context";
import { PageHeader } from "@/components/page/page-header";
import { PageTabs } from "@/components/page/page-tabs";
import { attachedText, ConfirmAction } from "@/components/record/record-kit";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { moveInOrder } from "./reorder";

export type LineRow = RouterOutputs["productionLines"]["list"]["data"][number];
export type MachineRow = RouterOutputs["machines"]["list"]["data"][number];
export type AssetRow = RouterOutputs["assets"]["list"]["data"][number];
export type ItemRow = RouterOutputs["equipments"]["list"]["data"][number];
export type PlantSummary = AuthUser["plants"][number];

/** The most children a details page or a picker loads at once (the server's page limit). */
export const CHILDREN_MAX = 100;

export const canCreate = (user: AuthUser) => hasPermission(user, "create_dashboard");
export const canEdit = (user: AuthUser) => hasPermission(user, "edit_dashboard");
export const canDelete = (user: AuthUser) => hasPermission(user, "delete_dashboard");

/** Everything a hierarchy change can alter: lists, records, counters, items. */
export function useInvalidateHierarchy() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.productionLines.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.machines.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.assets.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.dashboard.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.equipments.pathKey() }),
      ]),
    [queryClient, trpc],
  );
}

/** /dashboard/*: the title, the plant's name, the tabs; the page only once a plant is selected. */
export function DashboardFrame({ children }: { children: (plant: PlantSummary) => ReactNode }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const plant = useSelectedPlant(user);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t("hierarchy.dashboard")} subtitle={plant?.name} />
      <PageTabs tabs={DASHBOARD_TABS} />
      {plant ? children(plant) : <NoPlant hasPlants={user.plants.length > 0} />}
    </div>
  );
}

export function NoPlant({ hasPlants }: { hasPlants: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col items-center gap-2 rounded-lg border border-dashed bg-card px-6 py-12 text-center"
      data-testid="no-plant"
    >
      <FactoryIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{t("hierarchy.noPlantTitle")}</p>
      <p className="max-w-md text-sm text-muted-foreground">
        {hasPlants ? t("hierarchy.noPlantDescription") : t("hierarchy.noPlants")}
      </p>
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden="true" />
      <AlertDescription className="flex flex-wrap items-center gap-3">
        {t("hierarchy.loadError")}
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t("common.retry")}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** A dialog holding a create/edit form; the form closes it once saved. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}

/** An icon button opening an edit dialog. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8"
      aria-label={t("hierarchy.editName", { name })}
      title={t("hierarchy.editName", { name })}
      onClick={onClick}
    >
      <PencilIcon aria-hidden="true" />
    </Button>
  );
}

/**
 * Up/down buttons for one child of a parent. `siblings` loads the parent's children in their
 * order when clicked (the list on screen may be paged, searched or sorted otherwise).
 */
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
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        disabled={pending}
        aria-label={t("hierarchy.moveUp", { name })}
        title={t("hierarchy.moveUp", { name })}
        onClick={() => void move(-1)}
      >
        <ArrowUpIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        disabled={pending}
        aria-label={t("hierarchy.moveDown", { name })}
        title={t("hierarchy.moveDown", { name })}
        onClick={() => void move(1)}
      >
        <ArrowDownIcon aria-hidden="true" />
      </Button>
    </>
  );
}

export interface AttachedCounts {
  machines?: number;
  assets?: number;
  items?: number;
}

/** "2 machines, 5 assets, 9 items", leaving out zeros; null when nothing is attached. */
export function useAttachedText() {
  const { t } = useTranslation();
  return (counts: AttachedCounts) =>
    attachedText([
      counts.machines ? t("hierarchy.countMachines", { count: counts.machines }) : null,
      counts.assets ? t("hierarchy.countAssets", { count: counts.assets }) : null,
      counts.items ? t("hierarchy.countItems", { count: counts.items }) : null,
    ]);
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
          <Button variant="outline" size="sm">
            <Trash2Icon aria-hidden="true" />
            {t("common.delete")}
          </Button>
        )
      }
    />
  );
}

/** Small "n machines · n assets · n items" line for cards and headers. */
export function CountsLine({ counts }: { counts: AttachedCounts }) {
  const { t } = useTranslation();
  const parts = [
    counts.machines !== undefined ? t("hierarchy.countMachines", { count: counts.machines }) : null,
    counts.assets !== undefined ? t("hierarchy.countAssets", { count: counts.assets }) : null,
    counts.items !== undefined ? t("hierarchy.countItems", { count: counts.items }) : null,
  ].filter(Boolean);
  return <p className="text-xs text-muted-foreground tabular-nums">{parts.join(" · ")}</p>;
}
