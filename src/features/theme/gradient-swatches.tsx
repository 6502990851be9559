import { CheckOutlined } from '@ant-design/icons';
import { useT, type MessageKey } from '@/shared/i18n';
import { THEME_GRADIENTS } from './gradients';
import { useThemeStore } from './store';

/** The 26 gradients as buttons; the chosen one is pressed and ticked. */
export function GradientSwatches() {
  const t = useT();
  const gradientId = useThemeStore((s) => s.gradientId);
  const setGradient = useThemeStore((s) => s.setGradient);
  return (
    <div className="woms-theme-swatches" role="group" aria-label={t('theme.gradients')}>
      {THEME_GRADIENTS.map((g) => {
        const selected = g.id === gradientId;
        // Every id has a `theme.gradient.<id>` text; theme-catalog.test.ts checks both languages.
        const name = t(`theme.gradient.${g.id}` as MessageKey);
        return (
          <button
            key={g.id}
            type="button"
            className={`woms-theme-swatch${selected ? ' is-selected' : ''}`}
            style={{ background: g.value }}
            title={name}
            aria-label={name}
            aria-pressed={selected}
            onClick={() => setGradient(g.id)}
            data-testid={`theme-gradient-${g.id}`}
          >
            {selected && <CheckOutlined aria-hidden />}
          </button>
        );
      })}
    </div>
  );
}
