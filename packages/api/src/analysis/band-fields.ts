/** The stored columns of a band from its input: fields that do not belong to its basis are cleared. */
import { BandBasis } from "@plantwise/shared";

interface BandInput {
  name: string;
  basis: number;
  low?: number | null | undefined;
  high?: number | null | undefined;
  fault?: string | null | undefined;
  tolerance_percent?: number | null | undefined;
  spectrum: number;
  warning_zone?: number | null | undefined;
  alarm_zone?: number | null | undefined;
  is_active: boolean;
}

export function bandColumns(input: BandInput) {
  const fault = input.basis === BandBasis.FAULT;
  return {
    name: input.name,
    basis: input.basis,
    low: fault ? null : (input.low ?? null),
    high: fault ? null : (input.high ?? null),
    fault: fault ? (input.fault ?? null) : null,
    tolerance_percent: fault ? (input.tolerance_percent ?? null) : null,
    spectrum: input.spectrum,
    warning_zone: input.warning_zone ?? null,
    alarm_zone: input.alarm_zone ?? null,
    is_active: input.is_active,
  };
}
