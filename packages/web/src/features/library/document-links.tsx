import type { RouterOutputs } from "@plantwise/api/router";
import { ExternalLinkIcon } from "lucide-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

export type DocumentRow = RouterOutputs["library"]["documents"]["list"]["data"][number];

/** "Manual", "Data sheet", … of a document's kind. */
export function useKindLabel() {
  const { t } = useTranslation();
  return useCallback((kind: number) => t(`library.documents.kind${kind}`), [t]);
}

/** What the document is linked to: brand · part number · item type. */
export function Linked({ doc }: { doc: DocumentRow }) {
  const parts = [doc.brand_name, doc.brand_model_name, doc.type_name].filter(Boolean);
  return parts.length > 0 ? <span className="text-sm text-muted-foreground">{parts.join(" · ")}</span> : null;
}

/** The document itself, opened in a new tab. */
export function OpenLink({ doc }: { doc: DocumentRow }) {
  const { t } = useTranslation();
  if (!doc.url) return null;
  return (
    <a
      href={doc.url}
      target="_blank"
      rel="noreferrer noopener"
      className="inline-flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
    >
      <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
      {t("library.documents.openLink")}
    </a>
  );
}
