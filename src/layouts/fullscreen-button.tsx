import { useEffect, useState } from 'react';
import { Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import screenfull from 'screenfull';
import { useT } from '@/shared/i18n';
import { emitRefresh } from '@/shared/lifecycle/refresh-pulse';
import { notify } from '@/shared/ui/notify';

/** Full screen through the browser (screenfull); emits a refresh so views resize (docs/requirements.md §4, §5). */
export function FullscreenButton() {
  const t = useT();
  const [full, setFull] = useState(() => screenfull.isEnabled && screenfull.isFullscreen);

  useEffect(() => {
    if (!screenfull.isEnabled) return undefined;
    const onChange = () => {
      setFull(screenfull.isFullscreen);
      emitRefresh();
    };
    screenfull.on('change', onChange);
    return () => screenfull.off('change', onChange);
  }, []);

  const toggle = async () => {
    if (!screenfull.isEnabled) {
      notify('error', t('shell.fullscreenFailed'));
      return;
    }
    try {
      await screenfull.toggle();
    } catch {
      notify('error', t('shell.fullscreenFailed'));
    }
  };

  const label = t(full ? 'shell.exitFullscreen' : 'shell.fullscreen');
  return (
    <Tooltip title={label}>
      <button
        type="button"
        className="woms-topbar__tool"
        onClick={() => void toggle()}
        aria-label={label}
        data-testid="fullscreen"
      >
        {full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      </button>
    </Tooltip>
  );
}
