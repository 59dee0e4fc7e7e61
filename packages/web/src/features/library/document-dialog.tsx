import { hasPermission, LibraryKind, libraryDocumentFields } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { FormFields } from "@/components/form/form-fields";
import { useRecordSave } from "@/components/form/record-form-page";
import { useTRPC } from "@/lib/trpc";
import { type DocumentRow, Linked, OpenLink, useKindLabel } from "./document-links";
import { LibraryEntryDialog } from "./library-entry-dialog";
import { optionalRefField, useBrandOptions, useTypeOptions, withCurrent } from "./library-options";

export const KINDS = Object.values(LibraryKind);

/** The API's document rules; the address is checked by the API's rule inside a refinement of the form's own. */
function documentSchema(url: string) {
  return libraryDocumentFields.extend({
    // A refinement, so the form keeps its own message rather than a generic "invalid".
    url: z.string().refine((v) => libraryDocumentFields.shape.url.safeParse(v).success, { error: url }),
  });
}

/** Part numbers to link a document to: the first 100 by part number. */
function usePartNumberOptions(document: DocumentRow | null) {
  const trpc = useTRPC();
  const user = useAuthUser();
  const models = useQuery({
    ...trpc.library.brandModels.list.queryOptions({
      page: 1,
      max: 100,
      orderByColumn: "part_number",
      orderByMethod: "asc",
    }),
    enabled: hasPermission(user, "view_part_numbers"),
  });
  return withCurrent(
    (models.data?.data ?? []).map((m) => ({ value: String(m.id), label: `${m.part_number} · ${m.name}` })),
    document?.brand_model_id,
    document?.brand_model_name,
  );
}

/** Create or edit a document; a shared one is shown read-only to customers. */
export function DocumentDialog({ document, onClose }: { document: DocumentRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const documents = useTRPC().library.documents;
  const kindLabel = useKindLabel();
  const schema = useMemo(() => documentSchema(t("library.documents.urlInvalid")), [t]);
  const save = useRecordSave(documents, (values: z.output<typeof schema>) => ({
    ...values,
    url: values.url || null,
    description: values.description || null,
  }));
  const none = t("library.none");
  const brands = withCurrent(useBrandOptions(), document?.brand_id, document?.brand_name);
  const types = withCurrent(
    useTypeOptions(hasPermission(user, "view_equipment_types")),
    document?.equipment_type_id,
    document?.type_name,
  );
  const models = usePartNumberOptions(document);

  return (
    <LibraryEntryDialog
      entry={document}
      onClose={onClose}
      title={document ? document.title : t("library.documents.create")}
      description={document ? kindLabel(document.kind) : t("library.documents.createHelp")}
      itemLabel={t("library.documents.item")}
      nameOf={(doc) => doc.title}
      section="library"
      readOnly={(doc) => (
        <>
          {doc.description ? <p className="text-sm">{doc.description}</p> : null}
          <Linked doc={doc} />
          <OpenLink doc={doc} />
        </>
      )}
      schema={schema}
      defaults={{
        title: document?.title ?? "",
        kind: document?.kind ?? LibraryKind.MANUAL,
        url: document?.url ?? "",
        description: document?.description ?? "",
        brand_id: document?.brand_id ?? null,
        brand_model_id: document?.brand_model_id ?? null,
        equipment_type_id: document?.equipment_type_id ?? null,
      }}
      save={save}
      remove={{ procedure: documents.delete, pathKey: documents.pathKey() }}
    >
      <FormFields
        columns={2}
        fields={[
          { name: "title", label: t("library.documents.title"), required: true },
          {
            kind: "select",
            name: "kind",
            label: t("library.documents.kind"),
            options: KINDS.map((k) => ({ value: String(k), label: kindLabel(k) })),
            parse: Number,
          },
          { name: "url", label: t("library.documents.url"), type: "url", placeholder: "https://" },
          { name: "description", label: t("library.description") },
          optionalRefField({
            name: "brand_id",
            label: t("library.partNumbers.brand"),
            none,
            options: brands,
          }),
          optionalRefField({ name: "brand_model_id", label: t("pages.partNumber"), none, options: models }),
          optionalRefField({
            name: "equipment_type_id",
            label: t("library.partNumbers.type"),
            none,
            options: types,
          }),
        ]}
      />
    </LibraryEntryDialog>
  );
}
