import type { ScreenLoaders } from "@/lib/lazy-screen";

/**
 * This area's screens, keyed by their route-table pattern (app/route-table.ts): none, the login
 * area's pages sit in their own layout (app/app.tsx).
 */
export const screens: ScreenLoaders = {};
