import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Page({ name }: { name: string }) {
  return <p>{`page ${name}`}</p>;
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>loading</p>}>{node}</Suspense>;

describe('preloadableLazy', () => {
  it('renders a module fetched before its first render in that same render, without a fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const Lazy = preloadableLazy(load);
    await Lazy.preload();
    // synchronous: no act() flush, no await; plain `lazy` would show the fallback here
    render(inSuspense(<Lazy name="home" />));
    expect(screen.getByText('page home')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends as plain lazy when its module is still on its way, and fetches it once', async () => {
    let arrive: () => void = () => undefined;
    const load = vi.fn(
      () => new Promise<{ default: typeof Page }>((resolve) => (arrive = () => resolve({ default: Page }))),
    );
    const Lazy = preloadableLazy(load);
    void Lazy.preload();
    render(inSuspense(<Lazy name="shell" />));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('page shell')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ default: Page });
    const Lazy = preloadableLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('chunk failed');
    await Lazy.preload();
    render(inSuspense(<Lazy name="again" />));
    expect(screen.getByText('page again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
