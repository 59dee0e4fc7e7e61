/**
 * Foreign-key columns many tables share. A plant's rows carry company_id and plant_id, copied from
 * the parent on write so scope filters never join, and go with their tenant; a user's own rows go
 * with the user.
 */
import { integer } from "drizzle-orm/pg-core";
import { companies, plants, users } from "./identity";

export const companyId = () =>
  integer("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

export const plantScope = () => ({
  company_id: companyId(),
  plant_id: integer("plant_id")
    .notNull()
    .references(() => plants.id, { onDelete: "cascade" }),
});

export const userId = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
