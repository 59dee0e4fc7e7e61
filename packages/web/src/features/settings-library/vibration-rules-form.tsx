import { hasPermission } from "@plantwise/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { useMemo } from "react";
import { FormProvider, type Resolver, useFieldArray, useForm, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { FormFields } from "@/components/form/form-fields";
import { IconButton } from "@/components/form/icon-button";
import { localizedResolver } from "@/components/form/localized-resolver";
import { reportSaveError } from "@/components/form/server-errors";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { withCurrent } from "@/features/library/library-options";
import { useTRPC } from "@/lib/trpc";
import { CrossoverField } from "./crossover-field";
import {
  type ItemType,
  listOptions,
  PARAMETERS,
  RULES_SAVED,
  type Rule,
  type RulesValues,
  type RuleValues,
  rulesSchema,
  toPayload,
  toValues,
  UNITS,
} from "./vibration-rules-schema";

const NONE = "0";

const BLANK: RuleValues = {
  name: "",
  parameter: "velocity",
  order_multiple: undefined,
  threshold: undefined as unknown as number,
  fault_id: null,
  is_active: true,
  option_value_ids: [],
};

/** Faults offered for this type's rules: those of the type and those of any type (first 100 by name). */
function useFaultOptions(typeId: number, rules: readonly Rule[]) {
  const trpc = useTRPC();
  const user = useAuthUser();
  const query = useQuery({
    ...trpc.library.faults.list.queryOptions({
      page: 1,
      max: 100,
      orderByColumn: "name",
      orderByMethod: "asc",
    }),
    enabled: hasPermission(user, "view_settings"),
    meta: { handlesErrors: true },
  });
  return useMemo(() => {
    let options = (query.data?.data ?? [])
      .filter((f) => f.equipment_type_id === null || f.equipment_type_id === typeId)
      .map((f) => ({ value: String(f.id), label: f.name }));
    for (const rule of rules) options = withCurrent(options, rule.fault_id, rule.fault_name);
    return options;
  }, [query.data, typeId, rules]);
}

/** The type's rules as rows of fields, saved together (the server answers with the saved rules). */
export function RulesForm({ type, rules }: { type: ItemType; rules: readonly Rule[] }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const schema = useMemo(() => rulesSchema({ number: t("settingsLibrary.rules.number") }), [t]);
  const form = useForm<RulesValues, unknown, z.output<typeof schema>>({
    // Failures are worded from the code, as in every form on the API's rules.
    resolver: localizedResolver(schema as never, t) as unknown as Resolver<
      RulesValues,
      unknown,
      z.output<typeof schema>
    >,
    defaultValues: toValues(rules),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "rules", keyName: "key" });
  const save = useMutation(
    trpc.library.vibrationRules.save.mutationOptions({ meta: { handlesErrors: true } }),
  );
  const faults = useFaultOptions(type.id, rules);
  const options = listOptions(type);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const result = await save.mutateAsync({ typeId: type.id, rules: values.rules.map(toPayload) });
        toast.success(result.message === RULES_SAVED ? t("settingsLibrary.rules.saved") : result.message);
        form.reset(toValues(result.data));
      } catch (error) {
        // Only a rule's own fields (rules.<n>.<field>) have a place on the form.
        const ruleField = (field: string) => field.startsWith("rules.") && field.split(".").length === 3;
        reportSaveError(error, form.setError, ruleField, t("messages.validationError"));
      }
    },
    () => {
      toast.warning(t("messages.checkFormFields"));
    },
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        {fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("settingsLibrary.rules.empty")}</p>
        ) : null}
        {fields.map((field, index) => (
          <RuleRow
            key={field.key}
            index={index}
            faults={faults}
            options={options}
            onRemove={() => remove(index)}
          />
        ))}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => append(BLANK)}>
            <PlusIcon aria-hidden="true" />
            {t("settingsLibrary.rules.add")}
          </Button>
          <div className="flex items-center gap-3">
            {form.formState.isDirty ? (
              <span className="text-xs text-muted-foreground">{t("settingsLibrary.rules.unsaved")}</span>
            ) : null}
            <SubmitButton submitting={form.formState.isSubmitting} label={t("settingsLibrary.rules.save")} />
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

function RuleRow({
  index,
  faults,
  options,
  onRemove,
}: {
  index: number;
  faults: readonly { value: string; label: string }[];
  options: ReturnType<typeof listOptions>;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { getValues, watch } = useFormContext<RulesValues>();
  const parameter = watch(`rules.${index}.parameter`);
  const name = getValues(`rules.${index}.name`) || String(index + 1);
  const field = (key: string) => `rules.${index}.${key}`;
  return (
    <div className="flex flex-col gap-3 rounded-md border p-3" data-testid="rule-row">
      <div className="grid items-start gap-3 md:grid-cols-2 xl:grid-cols-[2fr_2fr_1.2fr_1fr_1fr_auto_auto]">
        <FormFields
          fields={[
            { name: field("name"), label: t("settingsLibrary.rules.name"), required: true },
            {
              kind: "select",
              name: field("fault_id"),
              label: t("settingsLibrary.rules.fault"),
              options: [{ value: NONE, label: t("settingsLibrary.none") }, ...faults],
              placeholder: t("settingsLibrary.none"),
              parse: (v) => (v === NONE ? null : Number(v)),
            },
            {
              kind: "select",
              name: field("parameter"),
              label: t("settingsLibrary.rules.parameter"),
              options: PARAMETERS.map((p) => ({ value: p, label: t(`settingsLibrary.rules.${p}`) })),
              required: true,
            },
            {
              kind: "number",
              name: field("order_multiple"),
              label: t("settingsLibrary.rules.order"),
              placeholder: t("settingsLibrary.rules.overall"),
              unit: "×",
              title: t("settingsLibrary.rules.orderHelp"),
              step: "any",
              min: 0,
            },
            {
              kind: "number",
              name: field("threshold"),
              label: t("settingsLibrary.rules.threshold"),
              unit: UNITS[parameter],
              step: "any",
              required: true,
            },
            {
              kind: "checkbox",
              name: field("is_active"),
              label: t("settingsLibrary.rules.active"),
              boxClassName: "xl:pt-8",
            },
          ]}
        />
        <IconButton
          icon={Trash2Icon}
          className="xl:mt-6"
          label={t("settingsLibrary.rules.remove", { name })}
          onClick={onRemove}
        />
      </div>
      <CrossoverField index={index} options={options} />
    </div>
  );
}
