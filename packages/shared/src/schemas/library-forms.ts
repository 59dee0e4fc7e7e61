/**
 * Library: the forms of brands, part numbers, name-and-description entries (categories,
 * applications), documents, faults, bearings and store rooms, and the filters of their lists.
 * Owner, uniqueness and reference rules need the database and stay in the API.
 */
import { z } from "zod";
import { LibraryKind } from "../assets";
import { pageSizeFor } from "../constants";
import { idInput, optionalRef, optionalText, ownerField } from "./fields";
import { listInput, MAX_RECORD_ID } from "./list";

export const brandFields = z.object({
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  website: optionalText(300),
  notes: optionalText(2000),
});

/** GET /equipments/brands/models: part numbers, filtered by brand and item type. */
export const listPartNumbersInput = listInput.extend({
  brand_id: optionalRef,
  equipment_type_id: optionalRef,
});

export const partNumberFields = z.object({
  brand_id: z.coerce
    .number({ error: "Brand is required" })
    .int()
    .positive({ error: "Brand is required" })
    .max(MAX_RECORD_ID),
  equipment_type_id: optionalRef,
  name: z.string().trim().min(1, { error: "Name is required" }).max(160),
  part_number: z.string().trim().min(1, { error: "Part number is required" }).max(120),
  description: optionalText(2000),
  rated_rpm: z.preprocess(
    (v) => (v === "" || v === null ? null : v),
    z.coerce.number().positive({ error: "Rated speed must be above 0" }).nullable().optional(),
  ),
  de_bearing_id: optionalRef,
  nde_bearing_id: optionalRef,
  specifications: z
    .array(
      z.object({
        label: z.string().trim().min(1, { error: "Label is required" }).max(120),
        value: z.string().trim().max(500),
      }),
    )
    .max(100)
    .default([]),
});

/** An entry of a name-and-description library table (item type categories, applications). */
export const describedEntryFields = z.object({
  name: z.string().trim().min(1, { error: "Name is required" }).max(160),
  description: optionalText(2000),
});

const DOCUMENT_KINDS = Object.values(LibraryKind) as number[];

/** GET /libraries: documents, filtered by kind, brand, part number or item type. */
export const listLibraryDocumentsInput = listInput.extend({
  kind: optionalRef,
  brand_id: optionalRef,
  brand_model_id: optionalRef,
  equipment_type_id: optionalRef,
});

/** Library documents as links (file upload is a separate concern: file_* columns are only read). */
export const libraryDocumentFields = z.object({
  title: z.string().trim().min(1, { error: "Title is required" }).max(200),
  kind: z.coerce
    .number()
    .int()
    .refine((k) => DOCUMENT_KINDS.includes(k), { error: "Unknown document kind" })
    .default(LibraryKind.MANUAL),
  description: optionalText(4000),
  url: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : v),
    z
      .url({ protocol: /^https?$/, error: "Enter a valid http(s) address" })
      .max(2000)
      .nullable()
      .optional(),
  ),
  brand_id: optionalRef,
  brand_model_id: optionalRef,
  equipment_type_id: optionalRef,
});

/** GET /equipments/faults: the fault catalogue, filtered by item type. */
export const listLibraryFaultsInput = listInput.extend({ equipment_type_id: optionalRef });

export const libraryFaultFields = z.object({
  name: z.string().trim().min(1, { error: "Name is required" }).max(160),
  description: optionalText(2000),
  recommendation: optionalText(2000),
  equipment_type_id: optionalRef,
});

/** Bearings, filtered by brand; at most 100 a page. */
export const listLibraryBearingsInput = listInput.extend({
  max: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().min(1).max(100).default(pageSizeFor("bearings")),
  ),
  brand_id: optionalRef,
});

const positiveMm = (label: string) =>
  z.coerce.number({ error: `${label} must be a number` }).positive({ error: `${label} must be above 0` });
const optionalMm = z.preprocess(
  (v) => (v === "" || v === null ? null : v),
  z.coerce.number().finite().positive().nullable().optional(),
);

/**
 * A bearing's fields, each on its own; `libraryBearingFields` adds the rule between the diameters.
 * Forms with their own wording of that rule start from these.
 */
export const libraryBearingBaseFields = z.object({
  designation: z.string().trim().min(1, { error: "Designation is required" }).max(120),
  brand_id: optionalRef,
  ball_count: z.coerce
    .number({ error: "Number of rolling elements must be a number" })
    // A refinement, not .int(): an aborting issue would skip the cross-field diameter check.
    .refine(Number.isInteger, { error: "Number of rolling elements must be a whole number" })
    .min(1, { error: "Number of rolling elements must be at least 1" }),
  ball_diameter_mm: positiveMm("Rolling-element diameter"),
  pitch_diameter_mm: positiveMm("Pitch diameter"),
  contact_angle_deg: z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? 0 : v),
    z.coerce
      .number({ error: "Contact angle must be a number" })
      .min(0, { error: "Contact angle must be between 0 and 90 degrees" })
      .lt(90, { error: "Contact angle must be between 0 and 90 degrees" }),
  ),
  bore_mm: optionalMm,
  outer_diameter_mm: optionalMm,
  width_mm: optionalMm,
  notes: optionalText(2000),
});

/**
 * Bearing geometry as bearingFrequencies (packages/dsp) needs it: at least one rolling element, the
 * element smaller than the pitch diameter, a contact angle in [0°, 90°). Each problem is reported on
 * its own field.
 */
export const libraryBearingFields = libraryBearingBaseFields.refine(
  (v) => Number(v.ball_diameter_mm) < Number(v.pitch_diameter_mm),
  {
    path: ["ball_diameter_mm"],
    message: "Rolling-element diameter must be smaller than the pitch diameter",
    // Checked even when other fields failed, so every problem is reported at once; skipped when
    // either diameter is itself invalid.
    when: (payload) =>
      !payload.issues.some((i) => i.path?.[0] === "ball_diameter_mm" || i.path?.[0] === "pitch_diameter_mm"),
  },
);

/** A new bearing, whose owner provider staff may name; an update names the bearing. */
export const createLibraryBearingInput = libraryBearingFields.and(z.object({ company_id: ownerField }));
export const updateLibraryBearingInput = libraryBearingFields.and(idInput);

/** GET /store-rooms: the store rooms in the caller's scope, optionally of one plant. */
export const listStoreRoomsInput = listInput.extend({ plant_id: optionalRef });

export const storeRoomFields = z.object({
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  location: optionalText(200),
  description: optionalText(2000),
});

/** A new store room names its plant (the company is the plant's). */
export const createStoreRoomInput = storeRoomFields.extend({
  plant_id: z.coerce.number({ error: "Plant is required" }).int().positive().max(MAX_RECORD_ID),
});

/** A store room stays in its plant: plant_id, when sent, must be the room's own (checked in the API). */
export const updateStoreRoomInput = storeRoomFields.extend({
  ...idInput.shape,
  plant_id: optionalRef,
});
