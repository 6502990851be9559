import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
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

  it('shows its content as soon as its code arrived, not 300 ms later as a suspended one', async () => {
    // As in a browser: React's act() would commit a held content at once. React schedules on the real timers (it took
    // them at load): its work after the arrival runs on immediates, before a timer of 100 ms, however slow the machine.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = env.IS_REACT_ACT_ENVIRONMENT;
    const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    try {
      let arrive: (component: typeof Dialog) => void = () => undefined;
      const Lazy = lazyOnOpen(() => new Promise<typeof Dialog>((resolve) => (arrive = resolve)));
      const view = render(<Lazy open={false} label="alarms" />);
      env.IS_REACT_ACT_ENVIRONMENT = false;
      view.rerender(<Lazy open label="alarms" />);
      await later(0);
      expect(screen.queryByTestId('dialog')).toBeNull();
      arrive(Dialog);
      await later(100);
      expect(screen.getByText('alarms: open')).toBeInTheDocument();
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });

  it('throws a failed fetch to the error boundary, and fetches again at the next mount', async () => {
    const load = vi
      .fn<() => Promise<typeof Dialog>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Dialog);
    const Lazy = lazyOnOpen(load);
    const caught: unknown[] = [];
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: unknown) {
        caught.push(error);
      }
      override render() {
        return this.state.failed ? <p>failed</p> : this.props.children;
      }
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const view = render(
        <Boundary>
          <Lazy open label="alarms" />
        </Boundary>,
      );
      expect(await screen.findByText('failed')).toBeInTheDocument();
      expect(caught).toEqual([new Error('offline')]);
      view.unmount();
      render(<Lazy open label="alarms" />);
      expect(await screen.findByText('alarms: open')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      quiet.mockRestore();
    }
  });
});
