import type { AuthUser, RouterOutputs } from "@plantwise/api/router";
import { hasPermission, LineKind } from "@plantwise/shared";

export type LineRow = RouterOutputs["productionLines"]["list"]["data"][number];
export type MachineRow = RouterOutputs["machines"]["list"]["data"][number];
export type AssetRow = RouterOutputs["assets"]["list"]["data"][number];
export type ItemRow = RouterOutputs["equipments"]["list"]["data"][number];
export type PlantSummary = AuthUser["plants"][number];

/** The most children a details page or a picker loads at once (the server's page limit). */
export const CHILDREN_MAX = 100;

/** A parent's children in their own order (for pickers and reordering). */
export const BY_POSITION = { max: CHILDREN_MAX, orderByColumn: "position", orderByMethod: "asc" } as const;

export const canCreate = (user: AuthUser) => hasPermission(user, "create_dashboard");
export const canEdit = (user: AuthUser) => hasPermission(user, "edit_dashboard");
export const canDelete = (user: AuthUser) => hasPermission(user, "delete_dashboard");

export const lineDetailsHref = (line: { id: number; kind: number }) =>
  line.kind === LineKind.UTILITY ? `/utilities/${line.id}/details` : `/production-lines/${line.id}/details`;
export const machineDetailsHref = (machine: { id: number }) => `/machines/${machine.id}/details`;
export const assetDetailsHref = (asset: { id: number }) => `/assets/${asset.id}/details`;
