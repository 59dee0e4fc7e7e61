/**
 * The scaffold of a record's create/edit screen (`<list>/:id`, `new` creating): back link, title
 * ("New vendor" or the record's name), record id, header actions, loading and failure states, and
 * an `EntityForm` (zod resolver, "{item} created/saved" toasts, the server's 422 messages on their
 * fields). A new screen is a configuration:
 *
 *   export function VendorFormPage() {
 *     const { t } = useTranslation();
 *     const trpc = useTRPC();
 *     const schema = useMemo(() => vendorSchema(t("form.required")), [t]);
 *     const save = useRecordSave(trpc.vendors, (values: z.output<typeof schema>) => ({
 *       ...values,
 *       phone: values.phone || null,
 *     }));
 *     return (
 *       <RecordFormPage
 *         basePath="/vendors"
 *         nouns={useRecordNouns("pages.vendors", "pages.vendor", "vendors")}
 *         edited={useEditedRecord((id) => trpc.vendors.get.queryOptions({ id }))}
 *         schema={schema}
 *         defaults={(vendor) => ({ name: vendor?.name ?? "", phone: vendor?.phone ?? "" })}
 *         save={save}
 *         removal={{ resource: trpc.vendors, allowed: () => canDelete, words: "vendors" }}
 *       >
 *         <FormFields columns={2} fields={[
 *           { name: "name", label: t("vendors.name"), required: true },
 *           { name: "phone", label: t("vendors.phone"), type: "tel" },
 *         ]} />
 *       </RecordFormPage>
 *     );
 *   }
 */
import {
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import type { z } from "zod";
import { RecordPage } from "@/components/page/record-page";
import { RecordState } from "@/components/record/record-state";
import { RemoveRecord, type RemoveRecordProps } from "@/components/record/remove-record";
import { useRecordId } from "@/components/record/use-record-id";
import { Card, CardContent } from "@/components/ui/card";
import { EntityForm } from "./entity-form";
import { recordSubtitle } from "./record-subtitle";

/** The words of a record's screens, translated. */
export interface RecordNouns {
  /** The list's title, also the back link's ("Plants"). */
  list: string;
  /** The thing, in toasts ("Plant created"). */
  item: string;
  /** The title while creating ("New plant"). */
  create: string;
  /** The title until the record has loaded ("Plant"). */
  record: string;
}

/**
 * A record screen's words from i18n keys: the list's title, the record's, and a prefix under
 * which the screen keeps `item` and `create`; `overrides` names keys kept elsewhere.
 */
export function useRecordNouns(
  list: string,
  record: string,
  prefix: string,
  overrides: { item?: string; create?: string } = {},
): RecordNouns {
  const { t } = useTranslation();
  return {
    list: t(list),
    item: t(overrides.item ?? `${prefix}.item`),
    create: t(overrides.create ?? `${prefix}.create`),
    record: t(record),
  };
}

/** A query's state as the scaffolds read it. */
export interface RecordQuery<TRecord> {
  data: TRecord | undefined;
  error: unknown;
  refetch: () => unknown;
}

// biome-ignore lint/suspicious/noExplicitAny: each procedure's options carry their own key and error types
type QueryOptionsOf<T> = UseQueryOptions<T, any, T, any>;
// biome-ignore lint/suspicious/noExplicitAny: as above, for mutations
type MutationOptionsOf<TResult, TInput> = UseMutationOptions<TResult, any, TInput, any>;

/** Mutations that report their own errors (on the form's fields), not through the global toast. */
export const HANDLES_ERRORS = { meta: { handlesErrors: true } } as const;

/**
 * The edit route's id (null for `new`) and the query of the record it names, loaded once there is
 * an id; `current` is the record once loaded (never while creating).
 */
export function useEditedRecord<TRecord>(options: (id: number) => QueryOptionsOf<TRecord>) {
  const id = useRecordId();
  const record = useQuery({ ...options(id ?? 0), enabled: id !== null });
  return { id, record, current: id === null ? undefined : record.data };
}

/** A resource's create, update and path key, as tRPC names them (`trpc.plants`). */
export interface SavingProcedures<TPayload, TCreate, TResult> {
  create: { mutationOptions: (opts: typeof HANDLES_ERRORS) => MutationOptionsOf<TResult, TCreate> };
  update: {
    mutationOptions: (opts: typeof HANDLES_ERRORS) => MutationOptionsOf<TResult, TPayload & { id: number }>;
  };
  pathKey: () => QueryKey;
}

interface SaveOptions<TPayload, TCreate> {
  /** What a create sends, when it is more than an update's payload (the parent it goes under). */
  created?: (payload: TPayload) => TCreate;
  /** Refreshes what the save changed; the resource's own queries unless told. */
  invalidate?: () => Promise<unknown>;
}

/**
 * Creates (no id) or updates the record from the form's values, then refreshes the resource's
 * queries; resolves to what the server answered (its `id` names a new record).
 */
export function useRecordSave<TValues, TPayload, TCreate, TResult>(
  procedures: SavingProcedures<TPayload, TCreate, TResult>,
  payload: (values: TValues) => TPayload,
  { created = (body) => body as unknown as TCreate, invalidate }: SaveOptions<TPayload, TCreate> = {},
) {
  const queryClient = useQueryClient();
  const create = useMutation(procedures.create.mutationOptions(HANDLES_ERRORS));
  const update = useMutation(procedures.update.mutationOptions(HANDLES_ERRORS));
  return async (values: TValues, id: number | null): Promise<TResult> => {
    const body = payload(values);
    const result =
      id === null ? await create.mutateAsync(created(body)) : await update.mutateAsync({ ...body, id });
    await (invalidate ? invalidate() : queryClient.invalidateQueries({ queryKey: procedures.pathKey() }));
    return result;
  };
}

/**
 * The record's delete (or archive) button in the header, after `actions`: it names the record by
 * its title and the thing by the screen's `item`, refreshes the resource and goes back to the list.
 */
export interface RecordRemoval<TRecord> {
  /** The resource as tRPC names it (`trpc.plants`): its `delete` removes, its queries refresh. */
  resource: { delete: RemoveRecordProps["procedure"]; pathKey: () => QueryKey };
  /** Whether this user may remove this record. */
  allowed: (record: TRecord) => boolean;
  /** The i18n prefix of the dialog's words (see `RemoveRecord`). */
  words: string;
  verb?: "delete" | "archive";
  /** What is attached ("2 plants, 6 users"); when set the user must type the word. */
  attached?: (record: TRecord) => string | null;
  buttonLabel?: string;
}

export interface RecordFormPageProps<TSchema extends z.ZodType<FieldValues, FieldValues>, TRecord> {
  /** The list's route; the form is `${basePath}/:id` and a new record's page follows its creation. */
  basePath: string;
  nouns: RecordNouns;
  /** The route's id and the record it names (`useEditedRecord`). */
  edited: { id: number | null; record: RecordQuery<TRecord> };
  /** The record's title; its `name` unless told. */
  titleOf?: (record: TRecord) => string;
  schema: TSchema;
  defaults: (record: TRecord | undefined) => DefaultValues<z.input<TSchema>>;
  save: (values: z.output<TSchema>, id: number | null) => Promise<unknown>;
  /** Header actions once the record has loaded (links, tools); `removal` adds delete or archive. */
  actions?: ((record: TRecord) => ReactNode) | undefined;
  removal?: RecordRemoval<TRecord> | undefined;
  /** Shown instead of the form when the user may look but not change (null: the form). */
  readOnly?: ((record: TRecord) => ReactNode) | undefined;
  /** Above the form, inside its card (whose library the record belongs to). */
  header?: ((record: TRecord) => ReactNode) | undefined;
  /** Below the form's card (cards of their own, saved separately). */
  after?: ((record: TRecord) => ReactNode) | undefined;
  /** Below the form's card while creating (saying what can be added once the record exists). */
  afterNew?: ReactNode;
  /** Starts the form afresh when it changes (a flag the server may change under the form). */
  formKey?: ((record: TRecord) => string) | undefined;
  /** The fields lay out their own cards: the form is not put in one. */
  plain?: boolean;
  /** Another query the form needs before it can be shown (its choices). */
  dependsOn?: { data: unknown; error: unknown } | undefined;
  children: ReactNode;
}

export function RecordFormPage<TSchema extends z.ZodType<FieldValues, FieldValues>, TRecord>({
  basePath,
  nouns,
  edited: { id, record },
  titleOf = (r) => (r as { name: string }).name,
  schema,
  defaults,
  save,
  actions,
  removal,
  readOnly,
  header,
  after,
  afterNew,
  formKey,
  plain = false,
  dependsOn,
  children,
}: RecordFormPageProps<TSchema, TRecord>) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const current = id === null ? undefined : record.data;
  const loading = (id !== null && !current) || (dependsOn !== undefined && !dependsOn.data);
  const shownInstead = current && readOnly ? readOnly(current) : null;
  const headerActions = (record: TRecord) => {
    const own = actions?.(record);
    const remove = removal?.allowed(record) ? (
      <RemoveRecord
        procedure={removal.resource.delete}
        id={id as number}
        invalidate={[removal.resource.pathKey()]}
        then={basePath}
        name={titleOf(record)}
        item={nouns.item}
        words={removal.words}
        verb={removal.verb}
        attached={removal.attached?.(record)}
        buttonLabel={removal.buttonLabel}
      />
    ) : null;
    // No header actions at all leave the header without their box.
    if (!own || !remove) return own || remove || undefined;
    return (
      <>
        {own}
        {remove}
      </>
    );
  };

  const form = (
    <EntityForm
      key={current ? `record-${id}${formKey ? `-${formKey(current)}` : ""}` : "new"}
      schema={schema}
      id={id}
      itemLabel={nouns.item}
      defaultValues={defaults(current)}
      onSubmit={(values) => save(values, id)}
      onSaved={(result) => {
        if (id === null) navigate(`${basePath}/${(result as { id: number }).id}`);
      }}
    >
      {children}
    </EntityForm>
  );

  return (
    <RecordPage
      title={id === null ? nouns.create : current ? titleOf(current) : nouns.record}
      subtitle={recordSubtitle(t, nouns.record, id, current ? titleOf(current) : null)}
      backHref={basePath}
      backLabel={nouns.list}
      actions={current ? headerActions(current) : undefined}
    >
      {loading ? (
        <RecordState
          error={record.error ?? dependsOn?.error ?? undefined}
          onRetry={() => void record.refetch()}
        />
      ) : shownInstead ? (
        shownInstead
      ) : plain ? (
        form
      ) : (
        <Card>
          <CardContent className="flex flex-col gap-4 p-4 sm:p-6">
            {current && header ? header(current) : null}
            {form}
          </CardContent>
        </Card>
      )}
      {current && after ? after(current) : null}
      {id === null && !loading ? afterNew : null}
    </RecordPage>
  );
}
