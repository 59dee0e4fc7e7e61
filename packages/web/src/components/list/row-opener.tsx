import { createContext, type ReactNode, useContext } from "react";
import { Link } from "wouter";
import { RecordLink, recordLinkClass } from "@/components/record/record-link";

/**
 * How a list's rows open: their record screen (a link; `guarded` when the route may be out of
 * the user's reach, so it reads as plain text then) or the list's dialog (a button).
 */
export type RowOpening<TRow> =
  | { href: (row: TRow) => string; guarded?: boolean }
  | { dialog: (row: TRow) => void };

// biome-ignore lint/suspicious/noExplicitAny: rows of any list
export const RowOpeningContext = createContext<RowOpening<any> | null>(null);

// biome-ignore lint/suspicious/noExplicitAny: rows of any list
export const ListDialogContext = createContext<((row: any) => void) | null>(null);

/** Opens the list's dialog on a row (its edit button), wherever the row's name leads. */
export function useListDialog<TRow>(): (row: TRow) => void {
  const open = useContext(ListDialogContext);
  return open ?? (() => undefined);
}

/** The name of a row opening it, styled as a record link or as the button that opens its dialog. */
export function RowOpener<TRow>({
  row,
  className = recordLinkClass,
  children,
}: {
  row: TRow;
  className?: string;
  children: ReactNode;
}) {
  const opening = useContext(RowOpeningContext) as RowOpening<TRow> | null;
  if (!opening) return <>{children}</>;
  if ("dialog" in opening) {
    return (
      <button type="button" className={`text-left ${className}`} onClick={() => opening.dialog(row)}>
        {children}
      </button>
    );
  }
  const href = opening.href(row);
  return opening.guarded ? (
    <RecordLink href={href} className={className}>
      {children}
    </RecordLink>
  ) : (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}
