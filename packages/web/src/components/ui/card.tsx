import { slotted } from "./slotted";

export const Card = slotted("div", "card", "rounded-lg border bg-card text-card-foreground shadow-xs");
export const CardHeader = slotted("div", "card-header", "flex flex-col gap-1.5 p-5 pb-3");
export const CardTitle = slotted("h2", "card-title", "text-base font-semibold leading-tight");
export const CardDescription = slotted("p", "card-description", "text-sm text-muted-foreground");
export const CardContent = slotted("div", "card-content", "p-5 pt-0");
export const CardFooter = slotted("div", "card-footer", "flex items-center gap-2 p-5 pt-0");
