/**
 * The current factory of the top-bar picker: client state only, the tree itself is server data in the query cache
 * (use-factory-tree.ts). The shell (app/) reads it and hands it on: as a prop to the message bell and drawer, and to
 * pages through CurrentFactoryContext, since no other feature imports this one (docs/architecture.md §2). resolve()
 * applies the default (see default-factory.ts) once the tree is known; choose() tells the server (PUT currentproject)
 * and remembers the choice in msgFactoryId.
 */
import { create } from 'zustand';
import type { AreaNode } from '@contract/system';
import { onLogout } from '@/shared/lifecycle/logout-hooks';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { readText, writeText } from '@/shared/storage/local';
import { saveCurrentProject } from './api';
import { findFactory, pickFactory } from './default-factory';

interface FactoryState {
  factoryId: number | null;
  factoryName: string;
  /** true while a choice is being saved */
  saving: boolean;
  /**
   * Keeps the current factory if `tree` still has it, else takes the default; `currentFactoryId` is getInfo's
   * user.currentFactoryId.
   */
  resolve: (tree: AreaNode[], currentFactoryId?: number | null) => void;
  /** Saves a factory of `tree` as the current one; resolves false if refused. */
  choose: (tree: AreaNode[], id: number) => Promise<boolean>;
  reset: () => void;
}

function storedFactoryId(): number | null {
  const id = Number(readText(STORAGE_KEYS.MSG_FACTORY_ID));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export const useFactoryStore = create<FactoryState>((set, get) => {
  const select = (node: AreaNode | undefined) => {
    if (node) writeText(STORAGE_KEYS.MSG_FACTORY_ID, String(node.id));
    set({ factoryId: node?.id ?? null, factoryName: node?.label ?? '' });
  };

  return {
    factoryId: null,
    factoryName: '',
    saving: false,

    resolve: (tree, currentFactoryId) => {
      const kept = get().factoryId;
      const node = kept === null ? undefined : findFactory(tree, kept);
      select(node ?? pickFactory(tree, storedFactoryId(), currentFactoryId));
    },

    choose: async (tree, id) => {
      const node = findFactory(tree, id);
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
    reset: () => set({ factoryId: null, factoryName: '', saving: false }),
  };
});

onLogout(() => useFactoryStore.getState().reset());
