/** Hierarchy: the inputs its procedures and forms validate with, and what its REST-served procedures answer. */
import { z } from "zod";
import { LineKind } from "../assets";
import { MAX_PAGE_SIZE, pageSizeFor } from "../constants";
import { column, eachKey, idInput, nullableRefColumns, optionalText, refColumns } from "./fields";
import { listInput, recordId } from "./list";

/** A line's kind: 1 production line, 2 utility. */
export const lineKindInput = z.coerce
  .number()
  .int()
  .refine((v) => v === LineKind.PRODUCTION_LINE || v === LineKind.UTILITY, {
    error: "Kind must be 1 (production line) or 2 (utility)",
  });

/** `listInput` with the list's own default page size (spec part 2: 18 for lines, machines, assets). */
function listInputSized(listId: string) {
  return listInput.extend({
    max: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
      z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(pageSizeFor(listId)),
    ),
  });
}

export const listProductionLinesInput = listInputSized("production-lines").extend({
  kind: lineKindInput.optional(),
  plant_id: recordId.optional(),
});

export const listMachinesInput = listInputSized("machines").extend({
  production_line_id: recordId.optional(),
  plant_id: recordId.optional(),
});

export const listAssetsInput = listInputSized("assets").extend({
  machine_id: recordId.optional(),
  production_line_id: recordId.optional(),
  plant_id: recordId.optional(),
});

/** One plant, or (absent) every plant in scope: the RPM nodes' and the dashboard counters' filter. */
export const hierarchyPlantFilter = z.object({ plant_id: recordId.optional() }).optional();

/** A parent's children in their new order: each id once. */
const reorderIds = z
  .array(recordId)
  .max(1000)
  .refine((ids) => new Set(ids).size === ids.length, { error: "Each id may appear once" });

export const reorderProductionLinesInput = z.object({
  plant_id: recordId,
  kind: lineKindInput.default(LineKind.PRODUCTION_LINE),
  ids: reorderIds,
});

export const reorderMachinesInput = z.object({ production_line_id: recordId, ids: reorderIds });

export const reorderAssetsInput = z.object({ machine_id: recordId, ids: reorderIds });

/** A line's or utility's own fields; its plant and kind are set on create only. */
export const lineFields = z.object({
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  description: optionalText(1000),
  line_speed_rpm: z.coerce
    .number()
    .positive({ error: "Line speed must be positive" })
    .max(1e6)
    .nullable()
    .optional(),
  rpm_node_id: optionalText(200),
  rpm_node_parameter: optionalText(200),
});

export const createLineInput = lineFields.extend({
  plant_id: recordId,
  kind: lineKindInput.default(LineKind.PRODUCTION_LINE),
});

export const updateLineInput = lineFields.extend(idInput.shape);

export const machineFields = z.object({
  production_line_id: recordId,
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  description: optionalText(1000),
});

/** An update may leave the machine on its line (production_line_id absent). */
export const updateMachineInput = machineFields.partial({ production_line_id: true }).extend(idInput.shape);

export const assetFields = z.object({
  machine_id: recordId,
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  description: optionalText(1000),
  application_id: recordId.nullable().optional(),
});

/** An update may leave the asset on its machine (machine_id absent). */
export const updateAssetInput = assetFields.partial({ machine_id: true }).extend(idInput.shape);

/** The corporate view takes no parameters. */
export const corporateDashboardInput = z.object({}).optional();

const { int, nullableNumber, nullableText, text } = column;

/** What every hierarchy row answers: its own columns and its plant's name. */
const hierarchyNodeRow = z.object({
  id: int,
  company_id: int,
  ...refColumns("plant"),
  name: text,
  description: nullableText,
  position: int,
});

/** A production line or utility (`kind` 1 line, 2 utility) with its plant's name and its counters. */
export const productionLineRow = hierarchyNodeRow.extend({
  kind: int,
  line_speed_rpm: nullableNumber,
  rpm_node_id: nullableText,
  rpm_node_parameter: nullableText,
  ...eachKey(["machines_count", "assets_count", "items_count"], int),
});

/** An external node giving a line's speed, with the line it belongs to. */
export const rpmNodeRow = z.object({
  rpm_node_id: nullableText,
  rpm_node_parameter: nullableText,
  ...refColumns("production_line"),
  plant_id: int,
});

export const listRpmNodesOutput = z.array(rpmNodeRow);

/** A machine with the names of its line and plant, and its counters. */
export const machineRow = hierarchyNodeRow.extend({
  ...refColumns("production_line"),
  production_line_kind: int,
  assets_count: int,
  items_count: int,
});

/** An asset with the names of its machine, line, plant and application, and its item count. */
export const assetRow = hierarchyNodeRow.extend({
  ...refColumns("machine"),
  ...refColumns("production_line"),
  ...nullableRefColumns("application"),
  items_count: int,
});

/** Where on the hierarchy a record hangs: its asset, machine and line, all null when it is on none. */
export const assetPlaceColumns = {
  ...nullableRefColumns("asset"),
  ...nullableRefColumns("machine"),
  ...nullableRefColumns("production_line"),
};

/** The dashboard's five counters; `equipments` counts every item, wherever it is. */
export const dashboardCountersOutput = z.object(
  eachKey(["utilities", "production_lines", "machines", "assets", "equipments"], int),
);
