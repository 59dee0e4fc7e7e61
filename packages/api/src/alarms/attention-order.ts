/**
 * Items worst health first, as a list's sort key ("health": equipments.list): alarm, warning, good,
 * no data (the shared HEALTH_ORDER, worst first), then by name. The same rules as health.ts, as one
 * SQL expression over "equipment_items" so the server pages the list in that order.
 */
import { AlarmSeverity } from "@plantwise/shared";
import { sql } from "drizzle-orm";

/**
 * `(rank, name)`: rank 0 alarm, 1 warning, 2 good (a sensor with readings), 3 no data. Ascending is
 * worst first and A–Z within a health; descending the reverse. Table names written out: the
 * subqueries are correlated to the outer "equipment_items" row.
 */
export const itemHealthOrder = sql`(
  case
    when exists (select 1 from "alarms" "al" where "al"."equipment_item_id" = "equipment_items"."id"
      and "al"."cleared_at" is null and "al"."severity" = ${AlarmSeverity.ALARM}) then 0
    when exists (select 1 from "alarms" "al" where "al"."equipment_item_id" = "equipment_items"."id"
      and "al"."cleared_at" is null) then 1
    when exists (select 1 from "sensors" "s" where "s"."equipment_item_id" = "equipment_items"."id"
      and exists (select 1 from "sensor_readings" "r" where "r"."sensor_id" = "s"."id")) then 2
    else 3
  end,
  lower("equipment_items"."name")
)`;
