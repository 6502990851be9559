/**
 * One tab of the tab bar (docs/requirements.md §2 "Tab bar"). Memoised with callbacks that never change, so a switch
 * draws the two tabs whose state changed, not the whole bar (docs/architecture.md §4 "Keep-alive tabs").
 */
import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import { CloseOutlined } from '@ant-design/icons';

interface Props {
  tabKey: string;
  title: string;
  active: boolean;
  closable: boolean;
  /** the close control's tooltip */
  closeLabel: string;
  onSelect: (key: string) => void;
  onClose: (key: string) => void;
}

export const TagTab = memo(function TagTab({
  tabKey: key,
  title,
  active,
  closable,
  closeLabel,
  onSelect,
  onClose,
}: Props) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(key);
    } else if (event.key === 'Delete' && closable) {
      event.preventDefault();
      onClose(key);
    }
  };
  // The middle button closes a tab, as in a browser.
  const onAuxClick = (event: MouseEvent) => {
    if (event.button === 1 && closable) onClose(key);
  };
  return (
    <div
      role="tab"
      // the bar's context menu acts on the tab it was opened on
      data-tab-key={key}
      aria-selected={active}
      // One tab in the tab order, the one shown; the arrow keys move between the others (the bar's handler).
      tabIndex={active ? 0 : -1}
      aria-keyshortcuts={closable ? 'Delete' : undefined}
      className={`woms-tag${active ? ' is-active' : ''}`}
      onClick={() => onSelect(key)}
      onKeyDown={onKeyDown}
      onAuxClick={onAuxClick}
    >
      <span className="woms-tag__title" data-testid={`tab-${key}`}>
        {title}
      </span>
      {closable && (
        // For the pointer; the keyboard closes with Delete or the bar's menus.
        <span
          className="woms-tag__close"
          aria-hidden="true"
          title={closeLabel}
          data-testid={`close-tab-${key}`}
          onClick={(event) => {
            event.stopPropagation();
            onClose(key);
          }}
        >
          <CloseOutlined />
        </span>
      )}
    </div>
  );
});
