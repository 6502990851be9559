/**
 * Asset types and units of the parts table. The contract stores both as short codes/strings and docs/requirements.md §5
 * only fixes one rule ("the unit selector is enabled only when asset type code is 1034"); no dictionary
 * for them exists on the server, so the console offers this small fixed list. 1034 is the metered
 * consumable (ASSET_TYPE_WITH_UNIT): only it carries a unit, every other type is counted in pieces.
 */
import { ASSET_TYPE_WITH_UNIT } from '@contract/work-order';
import type { MessageKey } from '@/shared/i18n';

export const ASSET_TYPES: readonly { code: string; labelKey: MessageKey }[] = [
  { code: '1031', labelKey: 'woDlg.asset.1031' },
  { code: '1032', labelKey: 'woDlg.asset.1032' },
  { code: '1033', labelKey: 'woDlg.asset.1033' },
  { code: ASSET_TYPE_WITH_UNIT, labelKey: 'woDlg.asset.1034' },
];

/** Units of a metered consumable; stored as the text itself (wo_task_part.unit, at most 10 chars). */
export const PART_UNITS: readonly string[] = ['个', '件', '米', '千克', '升', '套'];

/** docs/requirements.md §5: the unit applies only to asset type 1034. */
export const unitEnabled = (assetType: unknown): boolean => String(assetType ?? '') === ASSET_TYPE_WITH_UNIT;

export function assetTypeLabel(code: string, t: (key: MessageKey) => string): string {
  const known = ASSET_TYPES.find((a) => a.code === code);
  return known ? t(known.labelKey) : code;
}
