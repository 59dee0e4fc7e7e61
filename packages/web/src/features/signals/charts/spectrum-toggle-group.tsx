/**
 * A labelled row of toggle buttons, one pressed (the spectrum's axis, scale and cursor modes). On a
 * narrow screen the buttons go under their label rather than breaking their words.
 */
import { cn } from "@/lib/utils";

export function ToggleGroup({
  label,
  value,
  options,
  onChange,
  showLabel = true,
}: {
  label: string;
  /** False where the group's purpose shows beside it: the label then only names it for screen readers. */
  showLabel?: boolean;
  value: string;
  options: { value: string; label: string; disabled?: boolean }[];
  onChange: (value: string) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
    <div role="group" aria-label={label} className="inline-flex flex-wrap items-center gap-1">
      {showLabel ? <span className="whitespace-nowrap text-muted-foreground">{label}</span> : null}
      <div className="inline-flex overflow-hidden rounded-md border">
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            disabled={o.disabled}
            aria-pressed={value === o.value}
            onClick={() => onChange(o.value)}
            className={cn(
              "whitespace-nowrap px-2 py-1 outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50",
              value === o.value ? "bg-primary text-primary-foreground" : "hover:bg-accent",
            )}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}
