import { ChevronRightIcon } from "lucide-react";
import { Link } from "wouter";

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the record itself. */
  href?: string;
  /** Runs before following the link (selecting the plant a crumb opens, say). */
  onClick?: () => void;
}

/** Where a record sits (plant › line › machine › asset, UI.md), the last crumb being itself. */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        {crumbs.map((crumb, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a crumb is its place in the path
          <li key={index} className="flex items-center gap-1">
            {index > 0 ? <ChevronRightIcon className="size-3.5" aria-hidden="true" /> : null}
            {crumb.href ? (
              <Link
                href={crumb.href}
                onClick={crumb.onClick}
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
