/**
 * The top bar's search (UI.md "search"): equipment items, machines, assets and sensors by name, serial
 * number or tag, across the plants the caller may see, the selected plant's first.
 */
import { z } from "zod";
import { recordId } from "./list";

/** How many hits each kind answers at most, by default and at the most. */
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;
/** The longest text searched for. */
export const SEARCH_TEXT_MAX = 100;

export const searchRecordsInput = z.object({
  q: z.string().trim().min(1, { error: "Required" }).max(SEARCH_TEXT_MAX),
  /** The plant picked in the top bar: its records come first (the others still follow). */
  plant_id: recordId.optional(),
  /** Hits per kind. */
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
});
export type SearchRecordsInput = z.input<typeof searchRecordsInput>;

/** One hit: the record, its plant, and the names of where it sits (plant › line › machine …). */
const hit = {
  id: z.number().int(),
  name: z.string(),
  plant_id: z.number().int(),
  /** Names from the plant down to the record's parent, e.g. ["North plant", "Line 1", "Press 3"]. */
  place: z.array(z.string()),
};

export const searchItemHit = z.object({ ...hit, serial_number: z.string().nullable() });
export const searchMachineHit = z.object(hit);
export const searchAssetHit = z.object(hit);
export const searchSensorHit = z.object({
  ...hit,
  serial_number: z.string(),
  /** The sensor family (its edit form's route depends on it). */
  family: z.string(),
  /** The item it is mounted on: its page shows the sensor; null while unattached. */
  equipment_item_id: z.number().int().nullable(),
});

export const searchRecordsOutput = z.object({
  items: z.array(searchItemHit),
  machines: z.array(searchMachineHit),
  assets: z.array(searchAssetHit),
  sensors: z.array(searchSensorHit),
});
export type SearchRecordsOutput = z.infer<typeof searchRecordsOutput>;
export type SearchKind = keyof SearchRecordsOutput;
