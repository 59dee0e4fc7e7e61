import { type Reader, schema } from "@plantwise/db";
import { eq } from "drizzle-orm";
import { countEach, countOf } from "../lib/counts";

const { companies, distributors, users } = schema;

/** A distributor's own columns, first in every answer about it. */
export const distributorColumns = {
  id: distributors.id,
  name: distributors.name,
  email: distributors.email,
  phone: distributors.phone,
};

/** The companies and users that refer to a distributor (a delete needs them confirmed). */
export function distributorAttached(db: Reader, distributorId: number) {
  return countEach(db, {
    company: [companies, eq(companies.distributor_id, distributorId)],
    user: [users, eq(users.distributor_id, distributorId)],
  });
}

/** `distributorAttached` as columns of the distributor's own select, under the names the details answer. */
export function distributorAttachedColumns(distributorId: number) {
  return {
    companies_count: countOf(companies, eq(companies.distributor_id, distributorId)),
    users_count: countOf(users, eq(users.distributor_id, distributorId)),
  };
}
