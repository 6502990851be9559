/**
 * The current factory of the top-bar picker. The shell (app/) reads it and hands it on: as a prop to the
 * message bell and drawer, and to pages through CurrentFactoryContext, since no other feature imports this one
 * (docs/architecture.md §2). load() resolves the default (see default-factory.ts); choose() tells the server
 * (PUT currentproject) and remembers the choice in msgFactoryId.
 */
import { create } from 'zustand';
import type { AreaNode } from '@contract/system';
import { onLogout } from '@/shared/lifecycle/logout-hooks';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { readText, writeText } from '@/shared/storage/local';
import { fetchProjects, saveCurrentProject } from './api';
import { findFactory, pickFactory } from './default-factory';

export type FactoryStatus = 'idle' | 'loading' | 'ready';

interface FactoryState {
  tree: AreaNode[];
  factoryId: number | null;
  factoryName: string;
  status: FactoryStatus;
  /** true while a choice is being saved */
  saving: boolean;
  /** Fetches the tree and picks the default; `currentFactoryId` is getInfo's user.currentFactoryId. */
  load: (currentFactoryId?: number | null) => Promise<void>;
  /** Saves a factory of the tree as the current one; resolves false if refused. */
  choose: (id: number) => Promise<boolean>;
  reset: () => void;
}

function storedFactoryId(): number | null {
  const id = Number(readText(STORAGE_KEYS.MSG_FACTORY_ID));
  return Number.isInteger(id) && id > 0 ? id : null;
}

let inFlight: Promise<void> | null = null;

export const useFactoryStore = create<FactoryState>((set, get) => {
  const select = (node: AreaNode | undefined) => {
    if (node) writeText(STORAGE_KEYS.MSG_FACTORY_ID, String(node.id));
    set({ factoryId: node?.id ?? null, factoryName: node?.label ?? '' });
  };

  return {
    tree: [],
    factoryId: null,
    factoryName: '',
    status: 'idle',
    saving: false,

    load: (currentFactoryId) => {
      inFlight ??= (async () => {
        set({ status: 'loading' });
        try {
          const tree = await fetchProjects();
          set({ tree, status: 'ready' });
          select(pickFactory(tree, storedFactoryId(), currentFactoryId));
        } catch {
          // The client has said why; a later load() may try again.
          set({ status: 'idle' });
        } finally {
          inFlight = null;
        }
      })();
      return inFlight;
    },

    choose: async (id) => {
      const node = findFactory(get().tree, id);
      if (!node || get().saving) return false;
      set({ saving: true });
      try {
        await saveCurrentProject(node);
        select(node);
        return true;
      } catch {
        return false;
      } finally {
        set({ saving: false });
      }
    },

    // msgFactoryId stays: the next sign-in starts there if that user may still see it (docs/requirements.md §3).
    reset: () => set({ tree: [], factoryId: null, factoryName: '', status: 'idle', saving: false }),
  };
});

onLogout(() => useFactoryStore.getState().reset());
