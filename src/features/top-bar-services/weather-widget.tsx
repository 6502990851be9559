/**
 * The live weather of the top bar's factory (docs/requirements.md §7 "GET /api/system/weather"; docs/architecture.md
 * §4 "Top bar services"): beside the clock of the side bar, or at the end of the menu row of the horizontal
 * layout, which has no clock. Absent when the server has no weather provider, and while the weather is unknown.
 */
import { Tooltip } from 'antd';
import { CloudOutlined, SunOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useT } from '@/shared/i18n';
import { useCurrentFactory } from '@/shared/ui/current-factory';
import { useConsoleSettings } from './use-console-settings';
import { useWeather } from './use-weather';
import { reportClock, temperatureText, weatherIcon, weatherLine, windText } from './weather-text';
import './top-bar-services.css';

const ICONS = { sun: SunOutlined, storm: ThunderboltOutlined, cloud: CloudOutlined } as const;

export interface WeatherWidgetProps {
  /** `sider`: a line under the side bar's clock; `bar`: an item at the end of the horizontal menu row */
  variant: 'sider' | 'bar';
}

export function WeatherWidget({ variant }: WeatherWidgetProps) {
  const t = useT();
  const enabled = useConsoleSettings()?.weather === true;
  const { factoryId } = useCurrentFactory();
  const weather = useWeather(factoryId, enabled);
  if (!weather) return null;

  const Icon = ICONS[weatherIcon(weather.weather)];
  const details = [
    weather.humidity === null ? '' : t('topBar.weather.humidity', { n: weather.humidity }),
    windText(weather),
    weather.reportTime === '' ? '' : t('topBar.weather.reported', { time: reportClock(weather.reportTime) }),
  ].filter(Boolean);
  const line = weatherLine(weather);

  return (
    <Tooltip
      title={details.length > 0 ? details.map((d) => <div key={d}>{d}</div>) : undefined}
      // Beside the side bar's clock, above it would hide the clock.
      placement={variant === 'sider' ? 'right' : 'bottom'}
    >
      <div
        className={`woms-weather woms-weather--${variant}`}
        aria-label={t('common.labelled', { label: t('topBar.weather'), value: line })}
        data-testid="weather-widget"
      >
        <Icon className="woms-weather__icon" />
        <span className="woms-weather__place">{weather.city}</span>
        <span className="woms-weather__text">{weather.weather}</span>
        <strong className="woms-weather__temp">{temperatureText(weather)}</strong>
      </div>
    </Tooltip>
  );
}
