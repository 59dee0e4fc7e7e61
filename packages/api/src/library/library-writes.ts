import type { Tx } from "@plantwise/db";
import { type AppSection, savedRecord } from "@plantwise/shared";
import type { PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Scope } from "../access/auth-user";
import { assertLibraryWritable, libraryOwnerForCreate } from "../access/scope";
import type { AppError } from "../errors";
import { assertNotInUse, restrictOr422 } from "../lib/attached";
import { firstOr404 } from "../lib/found";
import { deleteWithConfirmInput, idInput } from "../lib/input";
import { uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { capitalise, inLibrary, type LibraryTable, ownerField } from "./library-rows";

type Table = PgTable & LibraryTable;

/** One library resource as its writes see it; `F` is what its form sends. */
export interface LibraryResource<F, C extends z.ZodType<F & Owned>, U extends z.ZodType<F & { id: number }>> {
  table: Table;
  /** Names a row in messages: "part number". */
  noun: string;
  /** The permission section: create_…, edit_…, delete_…. */
  section: AppSection;
  create: C;
  update: U;
  /** The row's columns from the form (the owner and updated_at are added here). */
  values: (input: F) => Record<string, unknown>;
  /** Uniqueness and references, checked before each write, under the row's owner. */
  check?: (tx: Tx, input: F, owner: number | null, exceptId?: number) => Promise<void>;
  /** The 422 for a unique index a concurrent write raced past the check into. */
  duplicate?: (input: F) => AppError;
  /** Rows that hang on the saved row and come with the form (an item type's options). */
  saveChildren?: (tx: Tx, id: number, input: F) => Promise<void>;
  /** Records that keep the row from being deleted, counted by noun ("equipment item"). */
  inUse?: (tx: Tx, id: number) => Promise<Record<string, number>>;
}

/** The create and update inputs of a form without cross-field rules: with the owner, or with the id. */
export function libraryInputs<S extends z.core.$ZodLooseShape>(fields: z.ZodObject<S>) {
  return { create: fields.extend({ company_id: ownerField }), update: fields.extend(idInput.shape) };
}

export interface Owned {
  company_id?: number | null | undefined;
}

/**
 * create, update and delete of a library resource under the library's owner rules: a new row is
 * the caller's company's (provider staff write the shared library unless they name a company), and
 * only staff change shared rows. Another company's row is not found.
 */
export function libraryWrites<F, C extends z.ZodType<F & Owned>, U extends z.ZodType<F & { id: number }>>(
  resource: LibraryResource<F, C, U>,
) {
  const { table, noun, section } = resource;

  /** Runs a write, answering the resource's 422 when a unique index refuses it. */
  const guarded = <T>(input: F, write: () => Promise<T>): Promise<T> => {
    const duplicate = resource.duplicate;
    return duplicate ? uniqueOr422(write, () => duplicate(input)) : write();
  };

  /** The row the caller may change: 404 outside their library, 403 for a shared row they may not. */
  const writable = async (tx: Tx, scope: Scope, id: number) => {
    const where = inLibrary(table, id, scope);
    const existing = await firstOr404(
      tx.select({ company_id: table.company_id }).from(table).where(where),
      capitalise(noun),
    );
    const owner = existing.company_id as number | null;
    assertLibraryWritable(scope, owner, noun);
    return { where, owner };
  };

  return {
    create: permitted(`create_${section}`)
      .input(resource.create)
      .output(savedRecord)
      .mutation(async ({ ctx, input }) => {
        const fields = input as F & Owned;
        const owner = libraryOwnerForCreate(ctx.scope, fields.company_id);
        const id = await ctx.db.transaction(async (tx) => {
          await resource.check?.(tx, fields, owner);
          const [created] = await guarded(fields, () =>
            tx
              .insert(table)
              .values({ company_id: owner, ...resource.values(fields) })
              .returning({ id: table.id }),
          );
          const id = created!.id as number;
          await resource.saveChildren?.(tx, id, fields);
          return id;
        });
        return { id };
      }),

    update: permitted(`edit_${section}`)
      .input(resource.update)
      .output(savedRecord)
      .mutation(async ({ ctx, input }) => {
        const fields = input as F & { id: number };
        await ctx.db.transaction(async (tx) => {
          const { where, owner } = await writable(tx, ctx.scope, fields.id);
          await resource.check?.(tx, fields, owner, fields.id);
          await guarded(fields, () =>
            tx
              .update(table)
              .set({ ...resource.values(fields), updated_at: new Date() } as PgUpdateSetSource<Table>)
              .where(where),
          );
          await resource.saveChildren?.(tx, fields.id, fields);
        });
        return { id: fields.id };
      }),

    delete: permitted(`delete_${section}`)
      .input(deleteWithConfirmInput)
      .mutation(async ({ ctx, input }) =>
        ctx.db.transaction(async (tx) => {
          const { where } = await writable(tx, ctx.scope, input.id);
          if (resource.inUse) assertNotInUse(noun, await resource.inUse(tx, input.id));
          await restrictOr422(noun, () => tx.delete(table).where(where));
          return { status: "ok" as const, id: input.id };
        }),
      ),
  };
}
