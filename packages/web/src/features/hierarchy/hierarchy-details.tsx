import { PencilIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import type { RecordQuery } from "@/components/form/record-form-page";
import type { Crumb } from "@/components/page/breadcrumbs";
import { RecordDetailsPage } from "@/components/record/record-details-page";
import type { RecordField } from "@/components/record/record-fields";
import { Button } from "@/components/ui/button";
import { useChoosePlant } from "@/state/plant-store";
import type { AttachedCounts } from "./counts-line";
import { canDelete, canEdit } from "./hierarchy-rows";
import type { DialogProps } from "./level-form-dialog";
import { DeleteAction, type SiblingActions } from "./row-actions";

interface Node {
  id: number;
  name: string;
  plant_id: number;
  plant_name: string;
}

/**
 * The words of a machine's or an asset's details page, kept under its level's name: `pages.<level>`
 * while loading, back to `/dashboard/<level>s`, `hierarchy.<level>` and its delete's description.
 */
export function useNodeWords(level: "machine" | "asset") {
  const { t } = useTranslation();
  const item = t(`hierarchy.${level}`);
  const back = { href: `/dashboard/${level}s`, label: t(`hierarchy.${level}s`) };
  const Level = level === "machine" ? "Machine" : "Asset";
  return {
    loadingTitle: t(`pages.${level}`),
    back: () => back,
    subtitle: () => item,
    itemLabel: () => item,
    deleteDescription: t(`hierarchy.delete${Level}Description`),
  };
}

/**
 * A line's, machine's or asset's details page on the details scaffold: where it sits (the plant
 * crumb selects that plant), its fields, Edit (the level's dialog) and Delete (back to its parent
 * once done), then its children.
 */
export function HierarchyDetailsPage<TRecord extends Node>({
  record,
  loadingTitle,
  back,
  subtitle,
  crumbs,
  fields,
  itemLabel,
  deleteDescription,
  attached,
  actions,
  parentHref,
  editDialog,
  children,
}: {
  record: RecordQuery<TRecord>;
  loadingTitle: string;
  back: (record: TRecord | undefined) => { href: string; label: string };
  subtitle: (record: TRecord) => string;
  /** The crumbs between the plant and the record itself. */
  crumbs: (record: TRecord) => readonly Crumb[];
  fields: (record: TRecord) => readonly RecordField[];
  itemLabel: (record: TRecord) => string;
  deleteDescription: string;
  attached: (record: TRecord) => AttachedCounts;
  actions: SiblingActions;
  /** Where to go once the record is deleted. */
  parentHref: (record: TRecord) => string;
  editDialog: (props: DialogProps, record: TRecord) => ReactNode;
  children: (record: TRecord) => ReactNode;
}) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const choosePlant = useChoosePlant();
  return (
    <RecordDetailsPage
      record={record}
      loadingTitle={loadingTitle}
      back={back}
      title={(node) => node.name}
      subtitle={subtitle}
      breadcrumbs={{
        label: t("hierarchy.breadcrumb"),
        crumbs: (node) => [
          { label: node.plant_name, href: "/dashboard/plant", onClick: () => choosePlant(node.plant_id) },
          ...crumbs(node),
          { label: node.name },
        ],
      }}
      actions={(node) => (
        <>
          {canEdit(user) ? (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              {t("hierarchy.edit")}
            </Button>
          ) : null}
          {canDelete(user) ? (
            <DeleteAction
              variant="button"
              name={node.name}
              itemLabel={itemLabel(node)}
              description={deleteDescription}
              attached={attached(node)}
              onDelete={async (confirm) => {
                const result = await actions.remove(node.id, confirm);
                navigate(parentHref(node));
                return result;
              }}
            />
          ) : null}
        </>
      )}
      fields={{ title: t("hierarchy.details"), list: fields }}
    >
      {(node) => (
        <>
          {children(node)}
          {editDialog({ open: editing, onOpenChange: setEditing }, node)}
        </>
      )}
    </RecordDetailsPage>
  );
}
