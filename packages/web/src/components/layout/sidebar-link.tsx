import type { ReactNode } from "react";
import { Link } from "wouter";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import { menuIcon } from "./menu-icons";

interface SidebarLinkProps {
  id: string;
  path: string;
  label: string;
  active: boolean;
  collapsed: boolean;
  /** Shown indented under its parent (e.g. the ROI calculator under requisitions). */
  child: boolean;
  /** After the label (a counter). */
  badge?: ReactNode;
}

export function SidebarLink({ id, path, label, active, collapsed, child, badge }: SidebarLinkProps) {
  const Icon = menuIcon(path);
  const link = (
    <Link
      href={path}
      data-testid={`menu-${id}`}
      aria-current={active ? "page" : undefined}
      aria-label={collapsed ? label : undefined}
      className={cn(
        "relative flex min-h-8 items-center gap-2.5 rounded-md px-2 py-1 text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring",
        active
          ? "bg-sidebar-accent font-medium text-sidebar-accent-foreground"
          : "hover:bg-sidebar-accent/60 hover:text-sidebar-accent-foreground",
        child && !collapsed && "ml-4",
        collapsed && "h-8 justify-center px-0 py-0",
      )}
    >
      <Icon className={cn("size-4 shrink-0", active ? "text-primary" : "opacity-75")} aria-hidden="true" />
      {collapsed ? null : (
        // Long labels ("Solicitudes de orden de trabajo") wrap onto a second line, never cut.
        <span className="min-w-0 flex-1 leading-tight [overflow-wrap:anywhere]" data-testid="menu-label">
          {label}
        </span>
      )}
      {badge}
    </Link>
  );
  if (!collapsed) return link;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}
