import { cva } from "class-variance-authority";
import { slotted, slottedVariants } from "./slotted";

const alertVariants = cva(
  "relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[1.25rem_1fr] has-[>svg]:gap-x-3 [&>svg]:size-5 [&>svg]:translate-y-0.5",
  {
    variants: {
      variant: {
        default: "bg-card text-card-foreground",
        warning: "border-status-warning/50 bg-status-warning/10 [&>svg]:text-status-warning",
        destructive: "border-destructive/50 bg-destructive/10 [&>svg]:text-destructive",
        info: "border-primary/40 bg-primary/5 [&>svg]:text-primary",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export const Alert = slottedVariants("div", "alert", alertVariants, { role: "alert" });
export const AlertTitle = slotted("div", "alert-title", "col-start-2 font-semibold");
export const AlertDescription = slotted(
  "div",
  "alert-description",
  "col-start-2 grid justify-items-start gap-1 text-sm text-foreground/80",
);
