import type { ComponentType } from "react";
import { OutboxPage } from "./outbox-page";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: Readonly<Record<string, ComponentType>> = {
  "/outbox": OutboxPage,
};
