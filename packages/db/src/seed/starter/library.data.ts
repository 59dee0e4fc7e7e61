/**
 * The shared starter library every deployment gets (company_id null): item types with their options,
 * type categories, common brands and part numbers, deep-groove bearings, a fault catalogue and
 * applications. Bearing geometry is nominal (catalogue bore, ball count and sizes rounded); 6205-2RS
 * is the Case Western test-rig bearing (9 balls of 7.94 mm on a 39.04 mm pitch circle).
 */

/** An option of an item type; `kind` 1 list (with `values`), 2 number, 3 text. */
export interface OptionSeed {
  name: string;
  unit?: string;
  kind: 1 | 2 | 3;
  values?: string[];
  card?: boolean;
  category?: boolean;
  rpm?: boolean;
}

export const CATEGORIES = [
  ["Rotating equipment", "Motors, compressors and other machines with a shaft"],
  ["Power transmission", "Gearboxes, couplings and belt drives"],
  ["Fluid handling", "Pumps and their seals"],
  ["Air handling", "Fans and blowers"],
  ["Material handling", "Conveyors, elevators and feeders"],
] as const;

export const TYPES: { name: string; category: string; options: OptionSeed[] }[] = [
  {
    name: "Electric motor",
    category: "Rotating equipment",
    options: [
      { name: "Category", kind: 1, values: ["Drive", "Auxiliary"], category: true },
      { name: "Power", unit: "kW", kind: 2, card: true },
      { name: "Poles", kind: 1, values: ["2", "4", "6", "8"], card: true },
      { name: "Frame", kind: 3, card: true },
      { name: "Mounting", kind: 1, values: ["Foot", "Flange", "Foot and flange"] },
      { name: "Rated speed", unit: "RPM", kind: 1, values: ["3550", "1780", "1185", "885"], rpm: true },
    ],
  },
  {
    name: "Centrifugal pump",
    category: "Fluid handling",
    options: [
      { name: "Category", kind: 1, values: ["Process", "Utility"], category: true },
      { name: "Flow", unit: "m³/h", kind: 2, card: true },
      { name: "Head", unit: "m", kind: 2, card: true },
      { name: "Impeller vanes", kind: 2 },
      { name: "Seal", kind: 1, values: ["Mechanical seal", "Packing"] },
    ],
  },
  {
    name: "Fan",
    category: "Air handling",
    options: [
      { name: "Blades", kind: 2, card: true },
      { name: "Drive", kind: 1, values: ["Direct drive", "Belt drive"], card: true },
    ],
  },
  {
    name: "Gearbox",
    category: "Power transmission",
    options: [
      { name: "Ratio", kind: 2, card: true },
      { name: "Stages", kind: 1, values: ["1", "2", "3"], card: true },
    ],
  },
  {
    name: "Belt conveyor",
    category: "Material handling",
    options: [
      { name: "Belt width", unit: "mm", kind: 2, card: true },
      { name: "Length", unit: "m", kind: 2 },
    ],
  },
  {
    name: "Air compressor",
    category: "Rotating equipment",
    options: [
      { name: "Technology", kind: 1, values: ["Rotary screw", "Reciprocating", "Centrifugal"], card: true },
      { name: "Free air delivery", unit: "m³/min", kind: 2, card: true },
    ],
  },
];

export const BRANDS = [
  ["WEG", "https://www.weg.net"],
  ["Baldor-Reliance", "https://www.baldor.com"],
  ["Siemens", "https://www.siemens.com"],
  ["Goulds Pumps", "https://www.gouldspumps.com"],
  ["Grundfos", "https://www.grundfos.com"],
  ["Flender", "https://www.flender.com"],
  ["SEW-Eurodrive", "https://www.sew-eurodrive.com"],
  ["Greenheck", "https://www.greenheck.com"],
  ["Dodge", "https://www.dodgeindustrial.com"],
  ["Atlas Copco", "https://www.atlascopco.com"],
  ["SKF", "https://www.skf.com"],
] as const;

/** [designation, balls, ball Ø mm, pitch Ø mm, contact angle °, bore, outer Ø, width] */
export const BEARINGS: [string, number, number, number, number, number, number, number][] = [
  ["6205-2RS", 9, 7.94, 39.04, 0, 25, 52, 15],
  ["6206-2Z", 9, 9.53, 46.0, 0, 30, 62, 16],
  ["6207-2Z", 9, 11.11, 53.5, 0, 35, 72, 17],
  ["6208-2Z", 9, 12.7, 60.0, 0, 40, 80, 18],
  ["6309-2Z", 8, 17.46, 72.5, 0, 45, 100, 25],
  ["6310-2Z", 8, 19.05, 80.0, 0, 50, 110, 27],
  ["6312-2Z", 8, 22.23, 95.0, 0, 60, 130, 31],
  ["7310 BECBP", 11, 19.05, 80.0, 40, 50, 110, 27],
];

/** [brand, type, name, part number, rated RPM, DE bearing, NDE bearing] */
export const MODELS: [string, string, string, string, number | null, string | null, string | null][] = [
  ["WEG", "Electric motor", "W22 15 kW 4-pole", "01518ET3E254T-W22", 1780, "6309-2Z", "6207-2Z"],
  ["WEG", "Electric motor", "W22 37 kW 4-pole", "05018ET3E324TS-W22", 1780, "6312-2Z", "6310-2Z"],
  ["Baldor-Reliance", "Electric motor", "EM3615T Super-E 7.5 kW", "EM3615T", 1770, "6206-2Z", "6205-2RS"],
  ["Siemens", "Electric motor", "SIMOTICS GP 1LE1 5.5 kW", "1LE1003-1CB23-4AA4", 1760, "6208-2Z", "6206-2Z"],
  ["Goulds Pumps", "Centrifugal pump", "3196 MTX 3x4-13", "3196MTX-3X4-13", null, "7310 BECBP", "6310-2Z"],
  ["Grundfos", "Centrifugal pump", "NK 65-200", "NK65-200/219", null, "6309-2Z", "6309-2Z"],
  ["Flender", "Gearbox", "FLENDER H2SH 4", "H2SH4-A-12.5", null, null, null],
  ["SEW-Eurodrive", "Gearbox", "R97 helical gear unit", "R97DRN160M4", null, null, null],
  ["Greenheck", "Fan", "SWB-220 utility fan", "SWB-220-50", 1450, "6207-2Z", "6207-2Z"],
  ["Dodge", "Belt conveyor", "Quantis conveyor drive", "QHM-BELT-900", null, null, null],
  ["Atlas Copco", "Air compressor", "GA 37 VSD+", "GA37VSD+-125", 3600, null, null],
];

export const FAULTS: [string, string, string][] = [
  ["Unbalance", "High 1× running speed, radial, in phase", "Balance the rotor in place"],
  ["Misalignment", "High 2× running speed, axial, 180° phase across the coupling", "Laser-align the shafts"],
  [
    "Mechanical looseness",
    "Many harmonics of running speed, often with half-orders",
    "Check foot bolts and soft foot",
  ],
  ["Bearing outer race defect", "Envelope peaks at BPFO and its harmonics", "Plan a bearing replacement"],
  ["Bearing inner race defect", "Envelope peaks at BPFI with 1× sidebands", "Plan a bearing replacement"],
  [
    "Gear mesh wear",
    "Gear mesh frequency with running-speed sidebands",
    "Inspect tooth contact and lubrication",
  ],
  ["Cavitation", "Broadband high-frequency noise on a pump", "Check suction pressure and NPSH margin"],
  ["Belt wear", "Belt frequency and its harmonics", "Tension or replace the belts"],
];

export const APPLICATIONS = [
  ["Conveying", "Moving product between process steps"],
  ["Cooling water", "Circulating water to the cooling tower"],
  ["Dust collection", "Extracting dust from the milling floor"],
  ["Compressed air", "Plant air for pneumatics and blowing"],
  ["Milling", "Grinding grain on roller mills"],
] as const;
