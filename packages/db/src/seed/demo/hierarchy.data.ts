/**
 * The demo plants' asset hierarchies: Hamilton Works' flour mill (three production lines, two
 * utilities) and Southridge's small bakery line. Items name their type and part number from the
 * shared starter library (starter/library.data.ts).
 */

/** An item: [name, type, model, extra option values "Option=Value"] */
export type ItemSeed = [string, string, string, ...string[]];
export interface AssetSeed {
  name: string;
  application?: string;
  items: ItemSeed[];
}
export interface MachineSeed {
  name: string;
  assets: AssetSeed[];
}
export interface LineSeed {
  name: string;
  kind: 1 | 2;
  line_speed_rpm?: number;
  machines: MachineSeed[];
}

const motor15: ItemSeed = [
  "Drive motor",
  "Electric motor",
  "W22 15 kW 4-pole",
  "Power=15",
  "Poles=4",
  "Frame=254T",
];
const motor37: ItemSeed = [
  "Drive motor",
  "Electric motor",
  "W22 37 kW 4-pole",
  "Power=37",
  "Poles=4",
  "Frame=324TS",
];
const motor7: ItemSeed = [
  "Motor",
  "Electric motor",
  "EM3615T Super-E 7.5 kW",
  "Power=7.5",
  "Poles=4",
  "Frame=213T",
];
const motor5: ItemSeed = ["Motor", "Electric motor", "SIMOTICS GP 1LE1 5.5 kW", "Power=5.5", "Poles=4"];
const compressor: ItemSeed = [
  "Compressor",
  "Air compressor",
  "GA 37 VSD+",
  "Technology=Rotary screw",
  "Free air delivery=6.5",
];

/** Both roller mills are the same machine: a main drive through a gearbox, and a feed roll. */
const ROLLER_MILL: AssetSeed[] = [
  {
    name: "Main drive",
    application: "Milling",
    items: [motor37, ["Gearbox", "Gearbox", "FLENDER H2SH 4", "Ratio=12.5", "Stages=2"]],
  },
  { name: "Feed roll", application: "Milling", items: [motor5] },
];

export const HIERARCHY: LineSeed[] = [
  {
    name: "Milling Line A",
    kind: 1,
    machines: [
      {
        name: "Roller Mill RM-1",
        assets: ROLLER_MILL,
      },
      {
        name: "Roller Mill RM-2",
        assets: ROLLER_MILL,
      },
      {
        name: "Plansifter PS-1",
        assets: [
          { name: "Sifter drive", items: [motor15] },
          {
            name: "Aspiration fan",
            application: "Dust collection",
            items: [motor7, ["Fan", "Fan", "SWB-220 utility fan", "Blades=10", "Drive=Belt drive"]],
          },
        ],
      },
    ],
  },
  {
    name: "Packing Line",
    kind: 1,
    line_speed_rpm: 60,
    machines: [
      {
        name: "Bagger BG-1",
        assets: [
          {
            name: "Infeed conveyor",
            application: "Conveying",
            items: [
              motor5,
              ["Conveyor", "Belt conveyor", "Quantis conveyor drive", "Belt width=900", "Length=14"],
              ["Reducer", "Gearbox", "R97 helical gear unit", "Ratio=28.3", "Stages=3"],
            ],
          },
          { name: "Filling auger", items: [motor7] },
        ],
      },
      {
        name: "Palletizer PL-1",
        assets: [
          {
            name: "Layer conveyor",
            application: "Conveying",
            items: [
              motor5,
              ["Conveyor", "Belt conveyor", "Quantis conveyor drive", "Belt width=900", "Length=8"],
            ],
          },
          {
            name: "Hoist",
            items: [motor15, ["Hoist gearbox", "Gearbox", "R97 helical gear unit", "Ratio=40", "Stages=3"]],
          },
        ],
      },
    ],
  },
  {
    name: "Pelleting Line",
    kind: 1,
    machines: [
      {
        name: "Pellet Mill PM-1",
        assets: [
          {
            name: "Main drive",
            items: [motor37, ["Gearbox", "Gearbox", "FLENDER H2SH 4", "Ratio=8", "Stages=2"]],
          },
          { name: "Conditioner", items: [motor15] },
        ],
      },
      {
        name: "Cooler CL-1",
        assets: [
          {
            name: "Cooler fan",
            application: "Dust collection",
            items: [motor15, ["Fan", "Fan", "SWB-220 utility fan", "Blades=12", "Drive=Direct drive"]],
          },
          {
            name: "Discharge conveyor",
            application: "Conveying",
            items: [
              motor5,
              ["Conveyor", "Belt conveyor", "Quantis conveyor drive", "Belt width=600", "Length=10"],
            ],
          },
        ],
      },
    ],
  },
  {
    name: "Compressed Air",
    kind: 2,
    machines: [
      {
        name: "Compressor House",
        assets: [
          {
            name: "Compressor C-1",
            application: "Compressed air",
            items: [compressor],
          },
          {
            name: "Compressor C-2",
            application: "Compressed air",
            items: [compressor],
          },
        ],
      },
    ],
  },
  {
    name: "Cooling Water",
    kind: 2,
    machines: [
      {
        name: "Cooling Tower CT-1",
        assets: [
          {
            name: "Circulation pump P-1",
            application: "Cooling water",
            items: [
              motor15,
              [
                "Pump",
                "Centrifugal pump",
                "3196 MTX 3x4-13",
                "Flow=120",
                "Head=35",
                "Impeller vanes=6",
                "Seal=Mechanical seal",
              ],
            ],
          },
          {
            name: "Circulation pump P-2",
            application: "Cooling water",
            items: [
              motor15,
              [
                "Pump",
                "Centrifugal pump",
                "NK 65-200",
                "Flow=90",
                "Head=40",
                "Impeller vanes=5",
                "Seal=Mechanical seal",
              ],
            ],
          },
          {
            name: "Tower fan",
            application: "Cooling water",
            items: [motor37, ["Fan", "Fan", "SWB-220 utility fan", "Blades=6", "Drive=Belt drive"]],
          },
        ],
      },
    ],
  },
];

/** The second demo tenant's small hierarchy: isolation is visible on every asset screen. */
export const SECOND_TENANT_HIERARCHY: LineSeed[] = [
  {
    name: "Bakery Line 1",
    kind: 1,
    machines: [
      {
        name: "Spiral Mixer MX-1",
        assets: [
          {
            name: "Mixer drive",
            items: [motor15, ["Gearbox", "Gearbox", "R97 helical gear unit", "Ratio=20", "Stages=3"]],
          },
        ],
      },
    ],
  },
];
