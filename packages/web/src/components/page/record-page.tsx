import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { PageHeader } from "./page-header";

interface RecordPageProps {
  title: string;
  subtitle?: string | undefined;
  backHref: string;
  backLabel: string;
  /** Between the back link and the title: where the record sits (an asset path). */
  breadcrumbs?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of one record's screen: the way back to its list, its title and actions, its body. */
export function RecordPage({
  title,
  subtitle,
  backHref,
  backLabel,
  breadcrumbs,
  actions,
  children,
}: RecordPageProps) {
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
