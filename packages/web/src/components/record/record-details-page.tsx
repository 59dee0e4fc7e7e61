/**
 * The scaffold of a record's details screen: back link, where the record sits (breadcrumbs),
 * title and actions, its fields as data, then sections of its own (child tables, panels):
 *
 *   const record = useQuery(trpc.vendors.get.queryOptions({ id: useRecordId() ?? 0 }));
 *   <RecordDetailsPage record={record} loadingTitle={t("pages.vendor")}
 *     back={{ href: "/vendors", label: t("pages.vendors") }}
 *     title={(vendor) => vendor.name}
 *     fields={{ title: t("vendors.details"), list: (vendor) => [[t("vendors.email"), vendor.email]] }}>
 *     {(vendor) => <ChildTable title={t("vendors.parts")} … />}
 *   </RecordDetailsPage>
 */
import type { ReactNode } from "react";
import type { RecordQuery } from "@/components/form/record-form-page";
import { Breadcrumbs, type Crumb } from "@/components/page/breadcrumbs";
import { RecordPage } from "@/components/page/record-page";
import { type RecordField, RecordFieldsCard } from "./record-fields";
import { RecordState } from "./record-state";

interface BackLink {
  href: string;
  label: string;
}

export interface RecordDetailsPageProps<TRecord> {
  record: RecordQuery<TRecord>;
  /** The title until the record has loaded (or when it failed to). */
  loadingTitle: string;
  /** The way back: one list, or one that depends on the record (utilities or lines). */
  back: BackLink | ((record: TRecord | undefined) => BackLink);
  title: (record: TRecord) => string;
  /** A fixed subtitle shows while loading too. */
  subtitle?: string | ((record: TRecord) => string);
  breadcrumbs?: { label: string; crumbs: (record: TRecord) => readonly Crumb[] };
  actions?: (record: TRecord) => ReactNode;
  /** The record's fields, in a titled card. */
  fields?: { title: string; list: (record: TRecord) => readonly RecordField[] };
  /** Everything under the fields. */
  children?: (record: TRecord) => ReactNode;
}

export function RecordDetailsPage<TRecord>({
  record: query,
  loadingTitle,
  back,
  title,
  subtitle,
  breadcrumbs,
  actions,
  fields,
  children,
}: RecordDetailsPageProps<TRecord>) {
  const record = query.data;
  const way = typeof back === "function" ? back(record) : back;
  if (!record) {
    return (
      <RecordPage
        title={loadingTitle}
        subtitle={typeof subtitle === "string" ? subtitle : undefined}
        backHref={way.href}
        backLabel={way.label}
      >
        <RecordState error={query.error ?? undefined} onRetry={() => void query.refetch()} />
      </RecordPage>
    );
  }
  return (
    <RecordPage
      title={title(record)}
      subtitle={typeof subtitle === "function" ? subtitle(record) : subtitle}
      backHref={way.href}
      backLabel={way.label}
      breadcrumbs={
        breadcrumbs ? (
          <Breadcrumbs label={breadcrumbs.label} crumbs={breadcrumbs.crumbs(record)} />
        ) : undefined
      }
      actions={actions?.(record)}
    >
      {fields ? <RecordFieldsCard title={fields.title} fields={fields.list(record)} /> : null}
      {children?.(record)}
    </RecordPage>
  );
}
