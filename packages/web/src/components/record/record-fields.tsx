/**
 * A record's fields shown, not edited, described as data: `[label, value]` pairs. Empty values
 * read "Not set". `RecordFieldsCard` lays them out in columns under a title (details pages);
 * `ReadOnlyFields` as label/value rows (a record the user may look at but not change).
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export type RecordField = readonly [label: string, value: ReactNode];

function FieldValue({ value, muted }: { value: ReactNode; muted: string }) {
  const { t } = useTranslation();
  return value === null || value === undefined || value === "" ? (
    <span className={muted}>{t("common.notSet")}</span>
  ) : (
    value
  );
}

export function RecordFieldsCard({ title, fields }: { title: string; fields: readonly RecordField[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {fields.map(([label, value]) => (
            <div key={label} className="flex flex-col gap-0.5">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium">
                <FieldValue value={value} muted="font-normal text-muted-foreground" />
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export function ReadOnlyFields({ rows, badge }: { rows: readonly RecordField[]; badge?: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-6">
        {badge ? <div>{badge}</div> : null}
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-sm">
                <FieldValue value={value} muted="text-muted-foreground" />
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
