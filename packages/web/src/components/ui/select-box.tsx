import { type ComponentProps, type ReactNode, useId } from "react";
import { Label } from "./label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

export interface SelectOption {
  value: string;
  label: string;
}

/** Records to choose among by name, their ids as the options' values. */
export function nameOptions(records: readonly { id: number; name: string }[] | undefined): SelectOption[] {
  return (records ?? []).map((record) => ({ value: String(record.id), label: record.name }));
}

export interface SelectBoxProps extends Omit<ComponentProps<typeof SelectTrigger>, "children" | "onChange"> {
  /** Nothing chosen yet when undefined (the placeholder shows). */
  value: string | undefined;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  placeholder?: string;
  /** Shown in the trigger before the value (an icon saying what is picked). */
  leading?: ReactNode;
}

/** A select over a list of options; the rest of the props go to its trigger (id, size, aria-…). */
export function SelectBox({ value, options, onChange, placeholder, leading, ...trigger }: SelectBoxProps) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...trigger}>
        {leading}
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * A select with its label above it. `toolbar` (the default) is the compact one of chart and list
 * controls, with a small muted label; `form` is a dialog form's field.
 */
export function LabelledSelect({
  label,
  className,
  variant = "toolbar",
  id,
  ...select
}: SelectBoxProps & { label: string; variant?: "toolbar" | "form" }) {
  const ownId = useId();
  const toolbar = variant === "toolbar";
  return (
    <div className={className ?? (toolbar ? "flex min-w-40 flex-col gap-1" : "flex flex-col gap-1.5")}>
      <Label htmlFor={id ?? ownId} className={toolbar ? "text-xs text-muted-foreground" : undefined}>
        {label}
      </Label>
      <SelectBox id={id ?? ownId} size={toolbar ? "sm" : undefined} {...select} />
    </div>
  );
}
