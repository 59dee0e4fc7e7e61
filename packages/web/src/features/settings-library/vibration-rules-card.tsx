import { zodResolver } from "@hookform/resolvers/zod";
import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission, OptionValueKind } from "@plantwise/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { CircleAlertIcon, LoaderCircleIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useId, useMemo } from "react";
import {
  Controller,
  FormProvider,
  type Resolver,
  useFieldArray,
  useForm,
  useFormContext,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { CheckboxField } from "@/components/form/checkbox-field";
import { NumberField } from "@/components/form/number-field";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { withCurrent } from "@/features/library/library-options";
import { canWriteLibraryRow } from "@/features/library/library-shared";
import { apiErrorInfo, joinMessages, splitFieldMessage } from "@/lib/api-error";
import { notifyError, notifyErrorText } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { useNumberFormat } from "./settings-shared";

type ItemType = RouterOutputs["library"]["types"]["get"];
type Rule = RouterOutputs["library"]["vibrationRules"]["list"][number];

/** What the server sends back when the rules are saved (packages/api vibration-rules.ts RULES_SAVED). */
const RULES_SAVED = "Vibration Analysis Rules Saved";
const PARAMETERS = ["velocity", "acceleration", "envelope"] as const;
const UNITS: Record<string, string> = { velocity: "mm/s", acceleration: "g", envelope: "gE" };
const NONE = "0";

function rulesSchema(m: { required: string; number: string; positive: string }) {
  return z.object({
    rules: z.array(
      z.object({
        id: z.number().optional(),
        name: z.string().trim().min(1, { error: m.required }).max(160),
        parameter: z.string().min(1, { error: m.required }),
        order_multiple: z.number().positive({ error: m.positive }).optional(),
        threshold: z.number({ error: m.number }),
        fault_id: z.number().int().positive().nullable(),
        is_active: z.boolean(),
        option_value_ids: z.array(z.number()),
      }),
    ),
  });
}
type RulesValues = z.input<ReturnType<typeof rulesSchema>>;
type RuleValues = RulesValues["rules"][number];

const toValues = (rules: readonly Rule[]): RulesValues => ({
  rules: rules.map((r) => ({
    id: r.id,
    name: r.name,
    parameter: r.parameter,
    order_multiple: r.order_multiple ?? undefined,
    threshold: r.threshold,
    fault_id: r.fault_id,
    is_active: r.is_active,
    option_value_ids: r.option_value_ids,
  })),
});

/** The type's list options: the values a rule can be limited to (its crossover values). */
function listOptions(type: ItemType) {
  return type.options.filter((o) => o.value_kind === OptionValueKind.LIST && o.values.length > 0);
}

/**
 * On /equipment-types/:id (an existing type): the type's vibration analysis rules, edited as rows
 * and saved together; each rule may be limited to items with some of the type's option values.
 */
export function VibrationRulesCard({ type }: { type: ItemType }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const rules = useQuery({
    ...trpc.library.vibrationRules.list.queryOptions({ typeId: type.id }),
    meta: { handlesErrors: true },
  });
  const editable = canWriteLibraryRow(user, type.company_id) && hasPermission(user, "edit_equipment_types");

  return (
    <Card data-testid="vibration-rules">
      <CardContent className="flex flex-col gap-4 p-6">
        <div className="flex flex-col gap-1">
          <h2 className="text-base font-semibold">{t("settingsLibrary.rules.title")}</h2>
          <p className="text-xs text-muted-foreground">{t("settingsLibrary.rules.help")}</p>
        </div>
        {rules.isError && !rules.data ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertDescription className="flex flex-wrap items-center gap-3">
              {t("settingsLibrary.rules.loadError")}
              <Button size="sm" variant="outline" onClick={() => void rules.refetch()}>
                {t("common.retry")}
              </Button>
            </AlertDescription>
          </Alert>
        ) : !rules.data ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        ) : editable ? (
          <RulesForm key={rules.dataUpdatedAt} type={type} rules={rules.data} />
        ) : (
          <RulesTable type={type} rules={rules.data} />
        )}
      </CardContent>
    </Card>
  );
}

function useParameterOptions() {
  const { t } = useTranslation();
  return PARAMETERS.map((p) => ({ value: p, label: t(`settingsLibrary.rules.${p}`) }));
}

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

function RulesForm({ type, rules }: { type: ItemType; rules: readonly Rule[] }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const schema = useMemo(
    () =>
      rulesSchema({
        required: t("settingsLibrary.rules.required"),
        number: t("settingsLibrary.rules.number"),
        positive: t("settingsLibrary.rules.positive"),
      }),
    [t],
  );
  const form = useForm<RulesValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema) as unknown as Resolver<RulesValues, unknown, z.output<typeof schema>>,
    defaultValues: toValues(rules),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "rules", keyName: "key" });
  const save = useMutation(
    trpc.library.vibrationRules.save.mutationOptions({ meta: { handlesErrors: true } }),
  );
  const faults = useFaultOptions(type.id, rules);
  const options = listOptions(type);
  const blank: RuleValues = {
    name: "",
    parameter: "velocity",
    order_multiple: undefined,
    threshold: undefined as unknown as number,
    fault_id: null,
    is_active: true,
    option_value_ids: [],
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const result = await save.mutateAsync({
          typeId: type.id,
          rules: values.rules.map((r) => ({
            ...(r.id ? { id: r.id } : {}),
            name: r.name,
            parameter: r.parameter,
            order_multiple: r.order_multiple ?? null,
            threshold: r.threshold,
            fault_id: r.fault_id,
            is_active: r.is_active,
            option_value_ids: r.option_value_ids,
          })),
        });
        toast.success(result.message === RULES_SAVED ? t("settingsLibrary.rules.saved") : result.message);
        form.reset(toValues(result.data));
      } catch (error) {
        const info = apiErrorInfo(error);
        if (!info.messages) {
          notifyError(error);
          return;
        }
        const rest: string[][] = [];
        let placed = 0;
        for (const list of info.messages) {
          const leftover = list.filter((message) => {
            const { field, text } = splitFieldMessage(message);
            if (!field?.startsWith("rules.") || field.split(".").length !== 3) return true;
            form.setError(field as never, { type: "server", message: text });
            placed += 1;
            return false;
          });
          if (leftover.length > 0) rest.push(leftover);
        }
        if (rest.length > 0 || placed === 0) {
          notifyErrorText(rest.length > 0 ? joinMessages(rest) : t("messages.validationError"));
        }
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
          <Button type="button" variant="outline" size="sm" onClick={() => append(blank)}>
            <PlusIcon aria-hidden="true" />
            {t("settingsLibrary.rules.add")}
          </Button>
          <div className="flex items-center gap-3">
            {form.formState.isDirty ? (
              <span className="text-xs text-muted-foreground">{t("settingsLibrary.rules.unsaved")}</span>
            ) : null}
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? (
                <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
              ) : null}
              {form.formState.isSubmitting ? t("form.saving") : t("settingsLibrary.rules.save")}
            </Button>
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
  const name = () => getValues(`rules.${index}.name`) || String(index + 1);
  return (
    <div className="flex flex-col gap-3 rounded-md border p-3" data-testid="rule-row">
      <div className="grid items-start gap-3 md:grid-cols-2 xl:grid-cols-[2fr_2fr_1.2fr_1fr_1fr_auto_auto]">
        <TextField name={`rules.${index}.name`} label={t("settingsLibrary.rules.name")} required />
        <SelectField
          name={`rules.${index}.fault_id`}
          label={t("settingsLibrary.rules.fault")}
          options={[{ value: NONE, label: t("settingsLibrary.none") }, ...faults]}
          placeholder={t("settingsLibrary.none")}
          parse={(v) => (v === NONE ? null : Number(v))}
        />
        <SelectField
          name={`rules.${index}.parameter`}
          label={t("settingsLibrary.rules.parameter")}
          options={useParameterOptions()}
          required
        />
        <NumberField
          name={`rules.${index}.order_multiple`}
          label={t("settingsLibrary.rules.order")}
          placeholder={t("settingsLibrary.rules.overall")}
          unit="×"
          title={t("settingsLibrary.rules.orderHelp")}
          step="any"
          min={0}
        />
        <NumberField
          name={`rules.${index}.threshold`}
          label={t("settingsLibrary.rules.threshold")}
          unit={UNITS[parameter]}
          step="any"
          required
        />
        <div className="xl:pt-8">
          <CheckboxField name={`rules.${index}.is_active`} label={t("settingsLibrary.rules.active")} />
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="xl:mt-6"
          aria-label={t("settingsLibrary.rules.remove", { name: name() })}
          onClick={onRemove}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
      <CrossoverField index={index} options={options} />
    </div>
  );
}

/** The rule's crossover option values: one group of checkboxes per list option of the type. */
function CrossoverField({ index, options }: { index: number; options: ReturnType<typeof listOptions> }) {
  const { t } = useTranslation();
  const { control } = useFormContext<RulesValues>();
  const baseId = useId();
  if (options.length === 0) {
    return <p className="text-xs text-muted-foreground">{t("settingsLibrary.rules.noListOptions")}</p>;
  }
  return (
    <fieldset className="flex flex-col gap-2 border-l-2 pl-3">
      <legend className="text-xs font-medium text-muted-foreground">
        {t("settingsLibrary.rules.crossover")}
      </legend>
      <Controller
        control={control}
        name={`rules.${index}.option_value_ids`}
        render={({ field }) => {
          const current = new Set(field.value ?? []);
          const toggle = (id: number, on: boolean) => {
            const next = new Set(current);
            if (on) next.add(id);
            else next.delete(id);
            field.onChange([...next].sort((a, b) => a - b));
          };
          return (
            <div className="flex flex-col gap-1.5">
              {options.map((option) => (
                <div key={option.id} className="flex flex-wrap items-center gap-x-4 gap-y-1">
                  <span className="min-w-24 text-xs font-medium">{option.name}</span>
                  {option.values.map((value) => {
                    const id = `${baseId}-${value.id}`;
                    return (
                      <span key={value.id} className="flex items-center gap-1.5">
                        <Checkbox
                          id={id}
                          checked={current.has(value.id)}
                          onCheckedChange={(checked) => toggle(value.id, checked === true)}
                        />
                        <Label htmlFor={id} className="font-normal">
                          {value.value}
                        </Label>
                      </span>
                    );
                  })}
                </div>
              ))}
              {current.size === 0 ? (
                <p className="text-xs text-muted-foreground">{t("settingsLibrary.rules.crossoverNone")}</p>
              ) : null}
            </div>
          );
        }}
      />
    </fieldset>
  );
}

/** Rules shown, not edited: shared types for customers, or users who may not edit item types. */
function RulesTable({ type, rules }: { type: ItemType; rules: readonly Rule[] }) {
  const { t } = useTranslation();
  const num = useNumberFormat(3);
  const labels = new Map(
    listOptions(type).flatMap((o) => o.values.map((v) => [v.id, `${o.name}: ${v.value}`] as const)),
  );
  if (rules.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("settingsLibrary.rules.emptyReadOnly")}</p>;
  }
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("settingsLibrary.rules.name")}</TableHead>
          <TableHead>{t("settingsLibrary.rules.fault")}</TableHead>
          <TableHead>{t("settingsLibrary.rules.parameter")}</TableHead>
          <TableHead className="text-right" title={t("settingsLibrary.rules.orderHelp")}>
            {t("settingsLibrary.rules.order")}
          </TableHead>
          <TableHead className="text-right">{t("settingsLibrary.rules.threshold")}</TableHead>
          <TableHead>{t("settingsLibrary.rules.active")}</TableHead>
          <TableHead>{t("settingsLibrary.rules.crossover")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rules.map((rule) => (
          <TableRow key={rule.id}>
            <TableCell className="font-medium">{rule.name}</TableCell>
            <TableCell>{rule.fault_name ?? "—"}</TableCell>
            <TableCell>
              {(PARAMETERS as readonly string[]).includes(rule.parameter)
                ? t(`settingsLibrary.rules.${rule.parameter}`)
                : rule.parameter}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {rule.order_multiple === null
                ? t("settingsLibrary.rules.overall")
                : `${num(rule.order_multiple)}×`}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {num(rule.threshold)} {UNITS[rule.parameter] ?? ""}
            </TableCell>
            <TableCell>
              {rule.is_active ? (
                <Badge variant="outline">{t("settingsLibrary.rules.active")}</Badge>
              ) : (
                <Badge variant="secondary">{t("settingsLibrary.rules.inactive")}</Badge>
              )}
            </TableCell>
            <TableCell className="text-xs text-muted-foreground">
              {rule.option_value_ids.length === 0
                ? t("settingsLibrary.rules.crossoverNone")
                : rule.option_value_ids.map((id) => labels.get(id) ?? `#${id}`).join(", ")}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
