import { cva } from "class-variance-authority";
import { slottedVariants } from "./slotted";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 whitespace-nowrap rounded-md border px-2 py-0.5 text-xs font-medium [&_svg]:size-3",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground",
        secondary: "border-transparent bg-secondary text-secondary-foreground",
        outline: "text-foreground",
        normal: "border-status-normal/40 bg-status-normal/10 text-status-normal",
        warning: "border-status-warning/40 bg-status-warning/10 text-status-warning",
        alarm: "border-status-alarm/40 bg-status-alarm/10 text-status-alarm",
        acute: "border-status-acute/50 bg-status-acute/15 text-status-acute",
        offline: "border-status-offline/40 bg-status-offline/10 text-status-offline",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export const Badge = slottedVariants("span", "badge", badgeVariants);
