/**
 * A header cell whose right edge can be dragged to resize its column (antd Table `onHeaderCell` +
 * `components.header.cell`); the width is committed on mouse-up so the table re-lays out once.
 */
import { useState, type MouseEvent as ReactMouseEvent, type ThHTMLAttributes } from 'react';
import { MIN_COLUMN_WIDTH } from './table-logic';

export interface ResizableHeaderProps extends ThHTMLAttributes<HTMLTableCellElement> {
  width?: number;
  onResize?: (width: number) => void;
}

export function ResizableHeader({ width, onResize, children, style, ...rest }: ResizableHeaderProps) {
  const [dragWidth, setDragWidth] = useState<number | null>(null);
  if (!onResize || width === undefined)
    return (
      <th {...rest} style={style}>
        {children}
      </th>
    );

  const start = (e: ReactMouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const startX = e.clientX;
    let current = width;
    const move = (ev: MouseEvent) => {
      current = Math.max(MIN_COLUMN_WIDTH, width + ev.clientX - startX);
      setDragWidth(current);
    };
    const up = () => {
      document.removeEventListener('mousemove', move);
      document.removeEventListener('mouseup', up);
      setDragWidth(null);
      if (current !== width) onResize(current);
    };
    document.addEventListener('mousemove', move);
    document.addEventListener('mouseup', up);
  };

  const shown = dragWidth ?? width;
  return (
    <th {...rest} style={{ ...style, position: 'relative', width: shown }}>
      {children}
      <span
        role="separator"
        aria-orientation="vertical"
        data-testid="column-resizer"
        onMouseDown={start}
        onClick={(e) => e.stopPropagation()}
        style={{
          position: 'absolute',
          right: 0,
          top: 0,
          bottom: 0,
          width: 6,
          cursor: 'col-resize',
          zIndex: 1,
        }}
      />
    </th>
  );
}
