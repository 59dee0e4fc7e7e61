import type { ComponentProps, ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "./card";

/**
 * A card with a small title (and what it is for, under it) over its content: the sections of
 * record and details pages. Other props reach the card; one with an `id` is labelled by its title.
 */
export function TitledCard({
  title,
  description,
  contentClassName,
  children,
  ...card
}: Omit<ComponentProps<typeof Card>, "title"> & {
  title: ReactNode;
  description?: ReactNode;
  /** The content's layout (a grid, a column with gaps, small text). */
  contentClassName?: string;
  children: ReactNode;
}) {
  const titleId = card.id ? `${card.id}-title` : undefined;
  return (
    <Card aria-labelledby={titleId} {...card}>
      <CardHeader>
        <CardTitle id={titleId} className="text-base">
          {title}
        </CardTitle>
        {description === undefined ? null : <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
