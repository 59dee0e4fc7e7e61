import type { LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { Button, type ButtonProps } from "./button";

/**
 * A small outline button with an icon before its label: the actions in a record's header and the
 * buttons that open its dialogs. With `href` it is a link.
 */
export function ToolButton({
  icon: Icon,
  href,
  children,
  variant = "outline",
  size = "sm",
  ...props
}: ButtonProps & { icon: LucideIcon; href?: string }) {
  if (href !== undefined) {
    return (
      <Button asChild variant={variant} size={size} {...props}>
        <Link href={href}>
          <Icon aria-hidden="true" />
          {children}
        </Link>
      </Button>
    );
  }
  return (
    <Button variant={variant} size={size} {...props}>
      <Icon aria-hidden="true" />
      {children}
    </Button>
  );
}
