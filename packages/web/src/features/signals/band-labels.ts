/**
 * Spectral bands as the screens word them, in the user's language: the band itself ("0.8–1.2 ×",
 * "20–30 Hz", "BPFO ± 2 %"), its spectrum with the unit its zones are read in, its fault frequency
 * and where it comes from (this sensor, the item type, the shared library).
 */
import { BandBasis, BandSpectrum, type FaultFrequencyKey, type SpectralBand } from "@plantwise/shared";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { bandZoneUnit } from "./band-form-schema";

/** A band as listed; `company_id` (null for the shared library's) when the server tells it. */
export type ListedBand = SpectralBand & { company_id?: number | null };

export type BandOrigin = "sensor" | "type" | "library";

/** A sensor's own band, its item type's (the company's own), or the shared library's type band. */
export function bandOrigin(band: ListedBand): BandOrigin {
  if (band.sensor_id !== null) return "sensor";
  return band.company_id === null ? "library" : "type";
}

const SPECTRUM_KEYS: Record<number, string> = {
  [BandSpectrum.VELOCITY]: "velocity",
  [BandSpectrum.ACCELERATION]: "acceleration",
  [BandSpectrum.ENVELOPE]: "envelope",
};

const BASIS_KEYS: Record<number, string> = {
  [BandBasis.ORDERS]: "orders",
  [BandBasis.HZ]: "hz",
  [BandBasis.FAULT]: "fault",
};

export function useBandLabels(measuringSystem: number) {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
    const n = (v: number | null) => (v === null ? "?" : format.format(v));
    const faultShort = (key: FaultFrequencyKey | null) =>
      key ? t(`signals.bands.faultShort.${key}`) : t("signals.bands.noFault");
    return {
      /** "0.8–1.2 ×", "20–30 Hz" or "BPFO ± 2 %". */
      basisText(band: SpectralBand): string {
        if (band.basis === BandBasis.FAULT)
          return t("signals.bands.faultBand", {
            fault: faultShort(band.fault),
            tolerance: n(band.tolerance_percent),
          });
        const edges = { low: n(band.low), high: n(band.high) };
        return band.basis === BandBasis.HZ
          ? t("signals.bands.hzBand", edges)
          : t("signals.bands.ordersBand", edges);
      },
      /** The basis's name, for the select. */
      basisName: (basis: number) => t(`signals.bands.bases.${BASIS_KEYS[basis] ?? "orders"}`),
      /** "Velocity (in/s)": the spectrum and the unit its zones are entered and shown in. */
      spectrumName: (spectrum: number) =>
        t(`signals.bands.spectra.${SPECTRUM_KEYS[spectrum] ?? "velocity"}`, {
          unit: bandZoneUnit(spectrum, measuringSystem).unit,
        }),
      /** "BPFO — outer race": a fault frequency's name and what it is. */
      faultName: (key: FaultFrequencyKey) => t(`signals.bands.faults.${key}`),
      origin: (band: ListedBand) => t(`signals.bands.origins.${bandOrigin(band)}`),
    };
  }, [t, i18n.language, measuringSystem]);
}
