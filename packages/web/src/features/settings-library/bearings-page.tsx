import { CircleDotIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type CardSpec, type ColumnSpec, useListNouns } from "@/components/list/record-list-page";
import { filterIfAny, useBrandOptions } from "@/features/library/library-options";
import { ownerBadge } from "@/features/library/owner-badge";
import { BearingDialog } from "./bearing-dialog";
import { type BearingRow, ORDER_KEYS, OrdersList } from "./bearing-orders";
import { Figure, useNumberFormat } from "./number-format";
import { SettingsEntriesPage } from "./settings-entries-page";

export type { BearingRow };

const COLUMNS: ColumnSpec<BearingRow>[] = [
  { id: "designation", header: "settingsLibrary.bearings.designation", opens: true, badge: ownerBadge },
  { id: "brand_name", header: "settingsLibrary.bearings.brand" },
  { id: "ball_count", header: "settingsLibrary.bearings.colBalls", align: "right" },
  ...(
    [
      ["ball_diameter_mm", "colBall", ""],
      ["pitch_diameter_mm", "colPitch", ""],
      ["contact_angle_deg", "colAngle", "°"],
    ] as const
  ).map(
    ([id, header, suffix]): ColumnSpec<BearingRow> => ({
      id,
      header: `settingsLibrary.bearings.${header}`,
      sortable: false,
      align: "right",
      cell: (row) => <Figure value={row[id]} digits={2} suffix={suffix} />,
    }),
  ),
  ...ORDER_KEYS.map(
    (key): ColumnSpec<BearingRow> => ({
      id: key,
      header: (t) => (
        <abbr title={t(`settingsLibrary.bearings.${key}Long`)} className="no-underline">
          {t(`settingsLibrary.bearings.${key}`)}
        </abbr>
      ),
      sortable: false,
      align: "right",
      cell: (row) =>
        row.frequencies ? (
          <Figure value={row.frequencies[key]} digits={3} suffix="×" />
        ) : (
          <span className="text-muted-foreground">—</span>
        ),
    }),
  ),
];

/** A bearing's brand and geometry on one line: "SKF · 8 × 7.94 mm · Ø 38.5 mm · 0°". */
function BearingSummary({ bearing }: { bearing: BearingRow }) {
  const mm = useNumberFormat(2);
  return (
    <p className="text-xs text-muted-foreground">
      {[
        bearing.brand_name,
        `${bearing.ball_count} × ${mm(bearing.ball_diameter_mm)} mm`,
        `Ø ${mm(bearing.pitch_diameter_mm)} mm`,
        `${mm(bearing.contact_angle_deg)}°`,
      ]
        .filter(Boolean)
        .join(" · ")}
    </p>
  );
}

const CARD: CardSpec<BearingRow> = {
  icon: CircleDotIcon,
  title: (bearing) => bearing.designation,
  badge: ownerBadge,
  hover: false,
  steadyIcon: true,
  gap: 3,
  body: (bearing) => (
    <>
      <BearingSummary bearing={bearing} />
      <OrdersList frequencies={bearing.frequencies} />
    </>
  ),
};

/**
 * /settings/bearing: the bearing library with each bearing's defect frequencies as orders of shaft
 * speed. There is no record route, so bearings are created and edited in a dialog.
 */
export function BearingsPage() {
  const { t } = useTranslation();
  const brands = useBrandOptions();
  const filters = useMemo(
    () => filterIfAny("brand_id", t("settingsLibrary.bearings.brand"), brands),
    [t, brands],
  );
  return (
    <SettingsEntriesPage<BearingRow>
      listId="bearings"
      nouns={useListNouns("settingsLibrary.bearings.title", "settingsLibrary.bearings")}
      query={(trpc, input) => trpc.library.bearings.list.queryOptions(input)}
      columns={COLUMNS}
      filters={filters}
      card={CARD}
      createPermission="create_library"
      dialog={(entry, close) => <BearingDialog bearing={entry} onClose={close} />}
    />
  );
}
