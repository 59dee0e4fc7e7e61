/** The search's answer as one list the keyboard walks through, each hit with the page it opens. */
import type { SearchKind, SearchRecordsOutput } from "@plantwise/shared";
import { sensorFormHref } from "@/features/sensors/sensor-routes";

/** The order the groups are shown in (and the arrow keys walk them). */
export const SEARCH_KINDS: readonly SearchKind[] = ["items", "machines", "assets", "sensors"];

/** Texts shorter than this are not searched (one letter matches nearly everything). */
export const MIN_SEARCH_LENGTH = 2;

export interface SearchHit {
  kind: SearchKind;
  id: number;
  name: string;
  plantId: number;
  /** Names from the plant down to the record's parent. */
  place: string[];
  serial: string | null;
  href: string;
}

/** The record's own page: an item's details, a machine's or asset's, a sensor's place on its item. */
function hrefOf(kind: SearchKind, hit: SearchRecordsOutput[SearchKind][number]): string {
  if (kind === "items") return `/equipments/${hit.id}/details/main`;
  if (kind === "machines") return `/machines/${hit.id}/details`;
  if (kind === "assets") return `/assets/${hit.id}/details`;
  const sensor = hit as SearchRecordsOutput["sensors"][number];
  return sensor.equipment_item_id === null
    ? sensorFormHref(sensor)
    : `/equipments/${sensor.equipment_item_id}/details/pdm/${sensor.id}`;
}

/** Every hit in group order. */
export function flattenHits(answer: SearchRecordsOutput | undefined): SearchHit[] {
  if (!answer) return [];
  return SEARCH_KINDS.flatMap((kind) =>
    answer[kind].map((hit) => ({
      kind,
      id: hit.id,
      name: hit.name,
      plantId: hit.plant_id,
      place: hit.place,
      serial: "serial_number" in hit ? hit.serial_number : null,
      href: hrefOf(kind, hit),
    })),
  );
}

/** A hit's identity across answers. */
export function hitKey(hit: Pick<SearchHit, "kind" | "id">): string {
  return `${hit.kind}-${hit.id}`;
}

/** The id of a hit's option element (aria-activedescendant points at it). */
export function hitDomId(listId: string, hit: Pick<SearchHit, "kind" | "id">): string {
  return `${listId}-${hitKey(hit)}`;
}
