/** Words, links and formats the requisition page and the item's request tabs share. */
import { formatDate } from "@plantwise/shared";
import { useAuthUser } from "@/auth/auth-context";

export const REQUISITIONS_PATH = "/requisitions";

export const requisitionHref = (id: number) => `${REQUISITIONS_PATH}/${id}`;

/** The create form for one item and request type, as the item's tabs open it. */
export const newRequisitionHref = (itemId: number, requestType: 1 | 2) =>
  `${REQUISITIONS_PATH}/new?item=${itemId}&type=${requestType}`;

/** Where a requisition is: line › machine › asset (the item is named on its own). */
export function placeText(row: {
  production_line_name: string | null;
  machine_name: string | null;
  asset_name: string | null;
}): string {
  return [row.production_line_name, row.machine_name, row.asset_name].filter(Boolean).join(" › ");
}

/** yyyy-mm-dd hh:mm on the plant's clock; none is a dash. */
export function dateTimeText(value: string | null | undefined, timeZone: string): string {
  if (!value) return "—";
  return formatDate(value, { withTime: true, timeZone }).slice(0, 16);
}

/** The plant's time zone, from the signed-in user's plants (UTC when the plant is not among them). */
export function usePlantTimeZone(plantId: number | undefined): string {
  const user = useAuthUser();
  return user.plants.find((p) => p.id === plantId)?.time_zone ?? "UTC";
}

/** Quantities as the locale writes them, up to three decimals. */
export function quantityText(value: number, locale: string): string {
  return value.toLocaleString(locale, { maximumFractionDigits: 3 });
}

/** `?item=<id>&type=1|2` of the create form's address; anything else is ignored. */
export function createParams(search: string): { item: number | null; type: 1 | 2 | null } {
  const params = new URLSearchParams(search);
  const item = Number(params.get("item"));
  const type = Number(params.get("type"));
  return {
    item: Number.isInteger(item) && item > 0 ? item : null,
    type: type === 1 || type === 2 ? type : null,
  };
}
