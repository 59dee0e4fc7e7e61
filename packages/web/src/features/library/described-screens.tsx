/**
 * Library entries that are a name and a description (item type categories, applications): one
 * list and one form, configured for each kind by its route, words, permission section and procedures.
 */
import { type AppSection, describedEntryFields } from "@plantwise/shared";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormFields } from "@/components/form/form-fields";
import { useEditedRecord, useRecordSave } from "@/components/form/record-form-page";
import type { ColumnSpec } from "@/components/list/column-spec";
import { type CardSpec, RecordListPage } from "@/components/list/record-list-page";
import { useTRPC } from "@/lib/trpc";
import { LibraryFormPage } from "./library-form-page";
import { ownerBadge } from "./owner-badge";

export interface DescribedRow {
  id: number;
  company_id: number | null;
  name: string;
  description: string | null;
}

type Procedures = ReturnType<typeof useTRPC>["library"]["applications"];

export interface DescribedEntry {
  listId: string;
  basePath: string;
  /** i18n keys: plural title, singular item, "New …", and the empty list's words. */
  keys: { title: string; item: string; create: string; emptyTitle: string; emptyDescription: string };
  /** The permission section: create_<section>, edit_<section>, delete_<section>. */
  section: AppSection;
  procedures: (trpc: ReturnType<typeof useTRPC>) => Procedures;
}

const COLUMNS: ColumnSpec<DescribedRow>[] = [
  { id: "name", header: "library.name", opens: true, badge: ownerBadge },
  {
    id: "description",
    header: "library.description",
    sortable: false,
    cell: (row) => <span className="line-clamp-2 text-muted-foreground">{row.description}</span>,
  },
];

const CARD: CardSpec<DescribedRow> = {
  title: (row) => row.name,
  badge: ownerBadge,
  body: (row) =>
    row.description ? <p className="line-clamp-3 text-sm text-muted-foreground">{row.description}</p> : null,
};

/** The API's rules for a name and a description, as they are. */
const describedSchema = describedEntryFields;

/** The list of one kind of entry. */
export function DescribedListPage({ entry }: { entry: DescribedEntry }) {
  const { t } = useTranslation();
  const { keys, basePath } = entry;
  return (
    <RecordListPage<DescribedRow>
      listId={entry.listId}
      nouns={{
        title: t(keys.title),
        create: t(keys.create),
        emptyTitle: t(keys.emptyTitle),
        emptyDescription: t(keys.emptyDescription),
      }}
      query={(trpc, input) => entry.procedures(trpc).list.queryOptions(input)}
      columns={COLUMNS}
      records={{ base: basePath, create: `create_${entry.section}`, guarded: true }}
      card={CARD}
    />
  );
}

/** The create/edit screen of one kind of entry. */
export function DescribedFormPage({ entry }: { entry: DescribedEntry }) {
  const { t } = useTranslation();
  const procedures = entry.procedures(useTRPC());
  const edited = useEditedRecord((recordId) => procedures.get.queryOptions({ id: recordId }));
  const save = useRecordSave(procedures, (values: z.output<typeof describedSchema>) => ({
    name: values.name,
    description: values.description || null,
  }));
  const { keys, section } = entry;
  return (
    <LibraryFormPage
      basePath={entry.basePath}
      nouns={{ list: t(keys.title), item: t(keys.item), create: t(keys.create), record: t(keys.item) }}
      edited={edited}
      schema={describedSchema}
      defaults={(row) => ({ name: row?.name ?? "", description: row?.description ?? "" })}
      save={save}
      section={section}
      readOnlyRows={(row) => [
        [t("library.name"), row.name],
        [t("library.description"), row.description],
      ]}
      remove={{
        procedure: procedures.delete,
        pathKey: procedures.pathKey(),
        entry: (row) => ({ name: row.name, itemLabel: t(keys.item) }),
      }}
    >
      <FormFields
        fields={[
          { name: "name", label: t("library.name"), required: true },
          { name: "description", label: t("library.description") },
        ]}
      />
    </LibraryFormPage>
  );
}
