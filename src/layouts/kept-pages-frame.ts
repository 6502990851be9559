/**
 * What the shell hands the kept pages' host (docs/architecture.md §4 "Keep-alive tabs"): the box the pages are drawn
 * in, their routes, the address on screen, and the values of the shell's providers, which the host provides again
 * because it renders beside the router, not inside the shell.
 */
import type { ContextType, ReactNode } from 'react';
import type { UNSAFE_NavigationContext } from 'react-router-dom';
import { create } from 'zustand';
import type { CurrentFactory } from '@/shared/ui/current-factory';
import type { ShellLayout } from '@/shared/ui/shell-layout';

export interface PageInfo {
  title: string;
  keepAlive: boolean;
}

type NavigationValue = ContextType<typeof UNSAFE_NavigationContext>;

export interface KeptPagesFrame {
  /** the shell's content box, where the pages are drawn */
  box: HTMLElement;
  /** the page <Route> elements, the same ones the app's router matches */
  routes: ReactNode;
  pageInfo: (path: string) => PageInfo;
  /** the address on screen; '/' (which only redirects) is not a page: every kept page stays hidden */
  pathname: string;
  search: string;
  /** the app router's navigator and basename: links and navigation in a page go through the app's router */
  navigation: NavigationValue;
  factory: CurrentFactory;
  layout: ShellLayout;
}

interface FrameState {
  frame: KeptPagesFrame | null;
}

export const useKeptPagesFrame = create<FrameState>(() => ({ frame: null }));

export function publishKeptPagesFrame(frame: KeptPagesFrame | null): void {
  useKeptPagesFrame.setState({ frame });
}
