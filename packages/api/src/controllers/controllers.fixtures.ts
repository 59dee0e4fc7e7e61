/** Test fixtures of gateways, straight in the database. */
import { type Database, schema } from "@plantwise/db";
import { newDeviceToken } from "../ingest/service";

/**
 * A gateway (controller) of a plant with a fresh device token, which the ingest route accepts; its
 * row and the token. `values` sets any other column.
 */
export async function insertGateway(
  db: Database,
  at: { company_id: number; plant_id: number },
  name: string,
  serial: string,
  values: Partial<typeof schema.controllers.$inferInsert> = {},
) {
  const device = newDeviceToken();
  const [row] = await db
    .insert(schema.controllers)
    .values({
      ...at,
      name,
      serial_number: serial,
      type: 5,
      token_hash: device.hash,
      token_prefix: device.prefix,
      ...values,
    })
    .returning();
  return { ...row!, token: device.token };
}
