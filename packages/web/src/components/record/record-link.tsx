import { checkRouteAccess } from "@plantwise/shared";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";

/** How a record's name reads when it links to the record (tables, fields). */
export const recordLinkClass =
  "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";

/** A quieter link, for a record's parent named beside it (a machine's line). */
export const quietLinkClass =
  "underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";

/**
 * A link to a record screen when the user may open it (edit routes need edit or create), else the
 * plain text: a view-only user is not sent to "Limited access".
 */
export function RecordLink({
  href,
  className = recordLinkClass,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const user = useAuthUser();
  if (!checkRouteAccess(user, href).ok) return <span className="font-medium">{children}</span>;
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}
