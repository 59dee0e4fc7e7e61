/** The frame of the hierarchy details pages: breadcrumbs, title, fields, and a children table. */
import { ArrowLeftIcon, ChevronRightIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { PageHeader } from "@/components/page/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { plantStore } from "@/state/plant-store";

export interface Crumb {
  label: string;
  href?: string;
}

/** plant › line › machine › asset; the plant crumb also selects that plant (UI.md: asset path). */
export function Breadcrumbs({ plantId, crumbs }: { plantId: number; crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("hierarchy.breadcrumb")}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        {crumbs.map((crumb, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a crumb is its place in the path
          <li key={index} className="flex items-center gap-1">
            {index > 0 ? <ChevronRightIcon className="size-3.5" aria-hidden="true" /> : null}
            {crumb.href ? (
              <Link
                href={crumb.href}
                onClick={index === 0 ? () => plantStore.set(plantId) : undefined}
                className="outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-foreground">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function DetailsFrame({
  backHref,
  backLabel,
  title,
  subtitle,
  breadcrumbs,
  actions,
  children,
}: {
  backHref: string;
  backLabel: string;
  title: string;
  subtitle?: string;
  breadcrumbs?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <Link
        href={backHref}
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {backLabel}
      </Link>
      {breadcrumbs}
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </div>
  );
}

/** The record's fields as a definition list; empty values read "Not set". */
export function FieldsCard({ title, fields }: { title: string; fields: readonly [string, ReactNode][] }) {
  const { t } = useTranslation();
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
                {value === null || value === undefined || value === "" ? (
                  <span className="font-normal text-muted-foreground">{t("common.notSet")}</span>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export function ChildrenCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="text-base">{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function ChildrenSkeleton() {
  return (
    <div className="flex flex-col gap-2" aria-busy="true">
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-8 w-2/3" />
    </div>
  );
}

export function ChildrenEmpty({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-md border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
      <p>{text}</p>
      {action}
    </div>
  );
}
