import {
  CogIcon,
  DropletsIcon,
  FanIcon,
  GaugeIcon,
  type LucideIcon,
  MoveHorizontalIcon,
  PackageIcon,
  WindIcon,
  ZapIcon,
} from "lucide-react";

/**
 * Item types are library records named by each company (no icon of their own), so the icon follows
 * the name's words, in English or Spanish: motors, pumps, fans, gearboxes, compressors, conveyors;
 * anything else is a package.
 */
const BY_WORD: readonly (readonly [RegExp, LucideIcon])[] = [
  [/motor/i, ZapIcon],
  [/pump|bomba/i, DropletsIcon],
  [/compress/i, WindIcon],
  [/fan|blower|ventilador|soplador/i, FanIcon],
  [/gear|reductor|engranaje/i, CogIcon],
  [/conveyor|transportador|cinta/i, MoveHorizontalIcon],
  [/valve|válvula|valvula|gauge|meter|medidor/i, GaugeIcon],
];

export function itemTypeIcon(typeName: string | null | undefined): LucideIcon {
  if (!typeName) return PackageIcon;
  return BY_WORD.find(([words]) => words.test(typeName))?.[1] ?? PackageIcon;
}
