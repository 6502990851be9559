import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOnOpen } from './lazy-on-open';

function Dialog({ open, label }: { open: boolean; label: string }) {
  return <div data-testid="dialog">{`${label}: ${open ? 'open' : 'closed'}`}</div>;
}

describe('lazyOnOpen', () => {
  it('loads and mounts nothing until first opened, then stays mounted when closed', async () => {
    const load = vi.fn(() => Promise.resolve(Dialog));
    const Lazy = lazyOnOpen(load);
    const view = render(<Lazy open={false} label="theme" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByTestId('dialog')).toBeNull();

    view.rerender(<Lazy open label="theme" />);
    expect(await screen.findByText('theme: open')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    // closed again: still mounted (its closing animation and its state), told it is closed
    view.rerender(<Lazy open={false} label="theme" />);
    expect(screen.getByText('theme: closed')).toBeInTheDocument();
    view.rerender(<Lazy open label="theme" />);
    expect(screen.getByText('theme: open')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('mounts at once when it is open from the start', async () => {
    const Lazy = lazyOnOpen(() => Promise.resolve(Dialog));
    render(<Lazy open label="log" />);
    expect(await screen.findByText('log: open')).toBeInTheDocument();
  });
});
