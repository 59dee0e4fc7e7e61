import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "./card";

/** A card with a small title over its content: the sections of record and details pages. */
export function TitledCard({
  title,
  contentClassName,
  children,
}: {
  title: ReactNode;
  /** The content's layout (a grid, a column with gaps, small text). */
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
