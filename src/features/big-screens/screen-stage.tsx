/**
 * The frame of a big screen (docs/requirements.md §2 big screens): a 1920 × 1080 wall display, always dark whatever the
 * console's theme, scaled as a whole to fit its box (scale-fit.ts: letterboxed, never scrolled), with its title,
 * a clock, a stale badge when the last refresh failed, and a full-screen toggle (screenfull).
 * `console`: inside the console's page area (the internal screen), in the design's shape, as large as the page area
 * and the window's height below it allow (no letterbox bands on the console's page);
 * `window`: the whole browser window (the external screen, no console layout).
 */
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { ConfigProvider, theme, Tooltip } from 'antd';
import dayjs from 'dayjs';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import screenfull from 'screenfull';
import { useT } from '@/shared/i18n';
import { useClock } from '@/shared/ui/use-clock';
import { DESIGN, fitScale, fitTransform, type Fit } from './scale-fit';
import './big-screens.css';

/** The wall's own dark palette: antd's dark algorithm, so the shared charts' theme (useChartTheme) follows. */
export const WALL_THEME = {
  algorithm: theme.darkAlgorithm,
  token: { colorPrimary: '#3ba0ff', colorBgContainer: '#0b1a33', colorText: '#d8e6ff' },
};

/** What the page area leaves below the box in the console (the main area's bottom padding). */
const CONSOLE_BOTTOM_PX = 24;

function Clock() {
  const now = useClock();
  return (
    <span className="bs-header__clock" data-testid="screen-clock">
      {dayjs(now).format('YYYY-MM-DD HH:mm:ss')}
    </span>
  );
}

function FullscreenToggle({ target }: { target: RefObject<HTMLDivElement | null> }) {
  const t = useT();
  const [full, setFull] = useState(false);
  useEffect(() => {
    if (!screenfull.isEnabled) return undefined;
    const onChange = () => setFull(screenfull.isFullscreen && screenfull.element === target.current);
    screenfull.on('change', onChange);
    return () => screenfull.off('change', onChange);
  }, [target]);
  if (!screenfull.isEnabled) return null;
  const label = t(full ? 'screen.exitFullscreen' : 'screen.fullscreen');
  const toggle = () => {
    const element = target.current;
    if (!element) return;
    void (full ? screenfull.exit() : screenfull.request(element)).catch(() => undefined);
  };
  return (
    <Tooltip title={label}>
      <button
        type="button"
        className="bs-header__tool"
        onClick={toggle}
        aria-label={label}
        data-testid="screen-fullscreen"
      >
        {full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      </button>
    </Tooltip>
  );
}

export interface ScreenStageProps {
  variant: 'console' | 'window';
  title: string;
  /** the last refresh failed: the figures shown are older */
  stale: boolean;
  /** local ms of the figures shown; null until the first answer */
  updatedAt: number | null;
  testId?: string;
  children: ReactNode;
}

export function ScreenStage({ variant, title, stale, updatedAt, testId, children }: ScreenStageProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<Fit>({ scale: 1, offsetX: 0, offsetY: 0 });
  const [top, setTop] = useState(0);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      if (variant === 'console' && !document.fullscreenElement)
        setTop(Math.max(0, rect.top + window.scrollY));
      setFit((old) => {
        const next = fitScale({ width: element.clientWidth, height: element.clientHeight });
        return next.scale === old.scale && next.offsetX === old.offsetX && next.offsetY === old.offsetY
          ? old
          : next;
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [variant]);

  const style = {
    '--bs-top': `${top + CONSOLE_BOTTOM_PX}px`,
    '--bs-ratio': DESIGN.width / DESIGN.height,
  } as CSSProperties;
  return (
    <ConfigProvider theme={WALL_THEME}>
      <div
        ref={box}
        className={`bs-fit bs-fit--${variant}`}
        style={style}
        data-testid={testId}
        // When the figures shown arrived (local ms): what a bench or a test waits on after a refresh.
        data-updated={updatedAt ?? undefined}
      >
        <div
          className="bs-stage"
          style={{ width: DESIGN.width, height: DESIGN.height, transform: fitTransform(fit) }}
        >
          <header className="bs-header">
            <h1 className="bs-header__title">{title}</h1>
            <div className="bs-header__side">
              {stale && (
                <span className="bs-stale" role="status" data-testid="screen-stale">
                  {t('screen.stale', { time: updatedAt ? dayjs(updatedAt).format('HH:mm:ss') : '—' })}
                </span>
              )}
              <Clock />
              <FullscreenToggle target={box} />
            </div>
          </header>
          <div className="bs-main">{children}</div>
        </div>
      </div>
    </ConfigProvider>
  );
}

/** A titled panel of the wall. */
export function Panel({
  title,
  extra,
  className,
  children,
  testId,
}: {
  title: string;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className={`bs-panel ${className ?? ''}`} aria-label={title} data-testid={testId}>
      <header className="bs-panel__head">
        <h2 className="bs-panel__title">{title}</h2>
        {extra}
      </header>
      <div className="bs-panel__body">{children}</div>
    </section>
  );
}
