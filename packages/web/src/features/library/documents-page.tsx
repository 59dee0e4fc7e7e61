import { hasPermission } from "@plantwise/shared";
import { FileTextIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import type { ListFilter } from "@/components/list/list-types";
import {
  type CardSpec,
  type ColumnSpec,
  RecordListPage,
  useListNouns,
} from "@/components/list/record-list-page";
import { DocumentDialog, KINDS } from "./document-dialog";
import { type DocumentRow, Linked, OpenLink, useKindLabel } from "./document-links";
import { entryDialog } from "./library-entry-dialog";
import { useBrandTypeFilters } from "./library-options";
import { ownerBadge } from "./owner-badge";

export type { DocumentRow };

const COLUMNS: ColumnSpec<DocumentRow>[] = [
  { id: "title", header: "library.documents.title", opens: true, badge: ownerBadge },
  { id: "kind", header: "library.documents.kind", cell: (row, t) => t(`library.documents.kind${row.kind}`) },
  { id: "linked", header: "library.documents.linked", sortable: false, cell: (row) => <Linked doc={row} /> },
  { id: "open", header: "library.documents.open", sortable: false, cell: (row) => <OpenLink doc={row} /> },
];

const CARD: CardSpec<DocumentRow> = {
  icon: FileTextIcon,
  title: (row) => row.title,
  badge: ownerBadge,
  hover: false,
  steadyIcon: true,
  body: (row, t) => (
    <>
      <p className="text-xs text-muted-foreground">{t(`library.documents.kind${row.kind}`)}</p>
      <Linked doc={row} />
      <OpenLink doc={row} />
    </>
  ),
};

const documentDialog = entryDialog<DocumentRow>((document, close) => (
  <DocumentDialog document={document} onClose={close} />
));

/**
 * /library: manuals, data sheets, procedures and drawings, linked to a brand, a part number or an
 * item type. There is no /libraries/:id route, so documents are created and edited in a dialog.
 */
export function DocumentsPage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const kindLabel = useKindLabel();
  const partFilters = useBrandTypeFilters();
  const filters = useMemo<ListFilter[]>(
    () => [
      {
        id: "kind",
        label: t("library.documents.kind"),
        options: KINDS.map((k) => ({ value: String(k), label: kindLabel(k) })),
      },
      ...partFilters,
    ],
    [t, kindLabel, partFilters],
  );
  return (
    <RecordListPage<DocumentRow>
      listId="library"
      nouns={useListNouns("pages.library", "library.documents")}
      query={(trpc, input) => trpc.library.documents.list.queryOptions(input)}
      columns={COLUMNS}
      filters={filters}
      card={CARD}
      create={{ allowed: hasPermission(user, "create_library") }}
      dialog={documentDialog}
    />
  );
}
