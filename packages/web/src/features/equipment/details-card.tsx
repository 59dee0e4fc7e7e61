import type { ReactNode } from "react";
import { TitledCard } from "@/components/ui/titled-card";

/** One titled card of an item's main tab; `empty` says so instead of the content when set. */
export function DetailsCard({
  title,
  empty,
  children,
}: {
  title: string;
  empty?: string | false;
  children: ReactNode;
}) {
  return (
    <TitledCard title={title} contentClassName="text-sm">
      {empty ? <p className="text-muted-foreground">{empty}</p> : children}
    </TitledCard>
  );
}

/** Label-over-value pairs in two columns; `valueClassName` styles a value (numbers in tabular digits). */
export function DetailsList({
  entries,
}: {
  entries: readonly { key: string | number; label: ReactNode; value: ReactNode; valueClassName?: string }[];
}) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      {entries.map((e) => (
        <div key={e.key} className="flex flex-col">
          <dt className="text-xs text-muted-foreground">{e.label}</dt>
          <dd className={e.valueClassName}>{e.value}</dd>
        </div>
      ))}
    </dl>
  );
}
