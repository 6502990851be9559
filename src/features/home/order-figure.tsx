/**
 * One of home's order figures (未关闭, 已超期; docs/requirements.md §2 "Home") as a link to the work-order lists
 * filtered to the orders it counts. The orders span kinds and each kind has its own list: with one kind the figure
 * opens its list; with several it opens a menu of the kinds, each with its count, opening its list. A kind whose list
 * the user may not open (order-target.ts) is listed disabled; a figure with none to open, or nothing to count, is
 * plain.
 */
import { Button, Dropdown, Statistic, Tooltip } from 'antd';
import type { CSSProperties } from 'react';
import type { WoKind } from '@contract/work-order';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import type { OrderTarget } from './order-target';

export interface KindFigure {
  kind: WoKind;
  count: number;
  target: OrderTarget;
}

interface Props {
  label: string;
  value: number;
  /** the kinds that have any, in the order to list them */
  kinds: KindFigure[];
  ariaLabel: string;
  testId: string;
  hint?: string;
  valueStyle?: CSSProperties;
  onOpen: (path: string) => void;
}

export function OrderFigure({ label, value, kinds, ariaLabel, testId, hint, valueStyle, onOpen }: Props) {
  const t = useT();
  const can = usePermission();
  const statistic = <Statistic title={label} value={value} valueStyle={valueStyle} />;
  // the hint on the figure itself, so that it never stands between the menu and its button
  const figure = hint ? (
    <Tooltip title={hint}>
      <div>{statistic}</div>
    </Tooltip>
  ) : (
    statistic
  );
  const [only] = kinds;

  if (value === 0 || !kinds.some((k) => can(k.target.codes))) {
    return (
      <div className="woms-home__figure woms-home__figure--plain" data-testid={testId}>
        {figure}
      </div>
    );
  }
  const button = (onClick?: () => void) => (
    <Button className="woms-home__figure" aria-label={ariaLabel} data-testid={testId} onClick={onClick}>
      {figure}
    </Button>
  );
  if (kinds.length === 1 && only) return button(() => onOpen(only.target.path));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: kinds.map(({ kind, count, target }) => ({
          key: kind,
          label: t('orderLinks.kindCount', { kind: t(`wo.kind.${kind}`), count }),
          disabled: !can(target.codes),
        })),
        onClick: ({ key }) => {
          const chosen = kinds.find((k) => k.kind === key);
          if (chosen) onOpen(chosen.target.path);
        },
      }}
    >
      {button()}
    </Dropdown>
  );
}
