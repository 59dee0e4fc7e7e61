import { Tooltip as TooltipPrimitive } from "radix-ui";
import { portalled } from "./slotted";

export const TooltipProvider = TooltipPrimitive.Provider;
export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export const TooltipContent = portalled(
  TooltipPrimitive.Portal,
  TooltipPrimitive.Content,
  "tooltip-content",
  "z-50 rounded-md bg-foreground px-2.5 py-1 text-xs text-background shadow-md",
  6,
);
