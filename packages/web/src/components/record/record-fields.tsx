/**
 * A record's fields shown, not edited, described as data: `[label, value]` pairs. Empty values
 * read "Not set". `RecordFieldsCard` lays them out in columns under a title (details pages);
 * `ReadOnlyFields` as label/value rows (a record the user may look at but not change).
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@/components/ui/card";
import { TitledCard } from "@/components/ui/titled-card";

export type RecordField = readonly [label: string, value: ReactNode];

/** The two ways fields are laid out: in columns under a title, or as label/value rows. */
const LAYOUTS = {
  columns: {
    list: "grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3",
    field: "flex flex-col gap-0.5",
    label: "text-muted-foreground",
    value: "font-medium",
    notSet: "font-normal text-muted-foreground",
  },
  rows: {
    list: "grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]",
    field: "contents",
    label: "text-sm text-muted-foreground",
    value: "text-sm",
    notSet: "text-muted-foreground",
  },
} as const;

function FieldList({ fields, layout }: { fields: readonly RecordField[]; layout: keyof typeof LAYOUTS }) {
  const { t } = useTranslation();
  const css = LAYOUTS[layout];
  return (
    <dl className={css.list}>
      {fields.map(([label, value]) => (
        <div key={label} className={css.field}>
          <dt className={css.label}>{label}</dt>
          <dd className={css.value}>
            {value === null || value === undefined || value === "" ? (
              <span className={css.notSet}>{t("common.notSet")}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function RecordFieldsCard({ title, fields }: { title: string; fields: readonly RecordField[] }) {
  return (
    <TitledCard title={title}>
      <FieldList fields={fields} layout="columns" />
    </TitledCard>
  );
}

export function ReadOnlyFields({ rows, badge }: { rows: readonly RecordField[]; badge?: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-6">
        {badge ? <div>{badge}</div> : null}
        <FieldList fields={rows} layout="rows" />
      </CardContent>
    </Card>
  );
}
