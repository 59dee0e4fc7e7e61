/** The links a list row and its card open their record with. */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";

/** The row's name in the list's first column. */
export function NameLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </Link>
  );
}

/** A card's title: the record's icon and name. */
export function CardTitleLink({
  href,
  icon: Icon,
  children,
}: {
  href: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Link href={href} className="flex items-center gap-2 font-medium hover:underline">
      <Icon className="size-4 text-primary" aria-hidden="true" />
      {children}
    </Link>
  );
}
