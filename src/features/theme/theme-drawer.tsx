import type { ReactNode } from 'react';
import { Button, ColorPicker, Divider, Drawer, Radio, Segmented, Switch } from 'antd';
import { UndoOutlined } from '@ant-design/icons';
import { useT } from '@/shared/i18n';
import { GradientSwatches } from './gradient-swatches';
import type { BackClassId, ThemeLayout } from './settings';
import { useThemeStore } from './store';
import './theme-drawer.css';

export interface ThemeDrawerProps {
  open: boolean;
  onClose: () => void;
}

interface PickedColor {
  toHexString(): string;
  toRgbString(): string;
  toRgb(): { a: number };
}

/** Opaque colours are stored as hex; translucent ones (the grey menu text) as rgba(), which keeps the alpha readable. */
function cssColor(color: PickedColor): string {
  return color.toRgb().a < 1 ? color.toRgbString() : color.toHexString();
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="woms-theme-row">
      <span className="woms-theme-row__label">{label}</span>
      {children}
    </div>
  );
}

/** The theme drawer of docs/requirements.md §2: gradients, dark/bright, layout, header, tags bar and menu colours. */
export function ThemeDrawer({ open, onClose }: ThemeDrawerProps) {
  const t = useT();
  const s = useThemeStore();

  const colorRow = (label: string, value: string, onPick: (color: string) => void, testId: string) => (
    <Row label={label}>
      <ColorPicker
        value={value}
        showText
        onChangeComplete={(color) => onPick(cssColor(color))}
        data-testid={testId}
      />
    </Row>
  );

  return (
    <Drawer title={t('theme.title')} open={open} onClose={onClose} className="woms-theme-drawer">
      <Divider orientation="start" plain>
        {t('theme.gradients')}
      </Divider>
      <GradientSwatches />
      <Divider />
      <Row label={t('theme.mode')}>
        <Segmented<BackClassId>
          value={s.backClassId}
          onChange={s.setBackClassId}
          options={[
            { label: t('theme.mode.dark'), value: 'woms-black' },
            { label: t('theme.mode.bright'), value: 'woms-white' },
          ]}
          data-testid="theme-mode"
        />
      </Row>
      <Row label={t('theme.layout')}>
        <Radio.Group
          value={s.layout}
          onChange={(e) => s.setLayout(e.target.value as ThemeLayout)}
          optionType="button"
          buttonStyle="solid"
          options={[
            { label: t('theme.layout.horizontal'), value: 'horizontal' },
            { label: t('theme.layout.vertical'), value: 'vertical' },
          ]}
          data-testid="theme-layout"
        />
      </Row>
      <Row label={t('theme.fixedHeader')}>
        <Switch checked={s.fixedHeader} onChange={s.setFixedHeader} data-testid="theme-fixed-header" />
      </Row>
      <Row label={t('theme.tagsBar')}>
        <Switch checked={s.showTagsBar} onChange={s.setShowTagsBar} data-testid="theme-tags-bar" />
      </Row>
      <Divider />
      {colorRow(t('theme.menuBackground'), s.menuBackground, s.setMenuBackground, 'theme-menu-bg')}
      {colorRow(t('theme.menuText'), s.menuTextColor, s.setMenuTextColor, 'theme-menu-text')}
      {colorRow(t('theme.menuActive'), s.menuActiveColor, s.setMenuActiveColor, 'theme-menu-active')}
      <Divider />
      <Button block icon={<UndoOutlined />} onClick={s.reset} data-testid="theme-reset">
        {t('theme.reset')}
      </Button>
    </Drawer>
  );
}
