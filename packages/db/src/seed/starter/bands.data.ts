/**
 * The shared library's spectral bands per item type: the energy an analyst trends for every capture
 * of a machine of that type. Running-speed orders in velocity (imbalance 1×, misalignment 2×,
 * looseness 3×–10×), the bearing's outer and inner race defect frequencies ± 2 % in the envelope
 * (gE, where a bearing defect shows first), and the type's pass frequency (vanes, blades, gear teeth)
 * ± 3 %. No zones: what is too much depends on the machine, so zones are set per series. Bands whose
 * inputs an item lacks (no bearing, no vane count) simply get no value on its captures.
 * basis 1 orders, 3 fault frequency; spectrum 1 velocity, 2 acceleration, 3 envelope (shared BandBasis,
 * BandSpectrum).
 */
export interface BandSeed {
  name: string;
  basis: 1 | 2 | 3;
  low?: number;
  high?: number;
  fault?: string;
  tolerance_percent?: number;
  spectrum: 1 | 2 | 3;
}

const ORDERS: BandSeed[] = [
  { name: "1× running speed", basis: 1, low: 0.8, high: 1.2, spectrum: 1 },
  { name: "2× running speed", basis: 1, low: 1.8, high: 2.2, spectrum: 1 },
  { name: "3×–10× running speed", basis: 1, low: 2.8, high: 10.2, spectrum: 1 },
];

const BEARING: BandSeed[] = [
  { name: "BPFO ± 2 % (envelope)", basis: 3, fault: "bpfo", tolerance_percent: 2, spectrum: 3 },
  { name: "BPFI ± 2 % (envelope)", basis: 3, fault: "bpfi", tolerance_percent: 2, spectrum: 3 },
];

/** Bands by item type name (library.data.ts TYPES). */
export const TYPE_BANDS: Readonly<Record<string, BandSeed[]>> = {
  "Electric motor": [...ORDERS, ...BEARING],
  "Centrifugal pump": [
    ...ORDERS,
    ...BEARING,
    { name: "Vane pass ± 3 %", basis: 3, fault: "vane_pass", tolerance_percent: 3, spectrum: 1 },
  ],
  Fan: [
    ...ORDERS,
    ...BEARING,
    { name: "Blade pass ± 3 %", basis: 3, fault: "blade_pass", tolerance_percent: 3, spectrum: 1 },
  ],
  Gearbox: [
    ...ORDERS,
    ...BEARING,
    { name: "Gear mesh ± 3 %", basis: 3, fault: "gear_mesh", tolerance_percent: 3, spectrum: 2 },
  ],
  "Air compressor": [...ORDERS, ...BEARING],
};
