/**
 * The forms holding typing not yet saved, and the tab each is in (docs/drafts.md "Asking before it goes"): the
 * console's guards ask before closing or reloading such a tab, signing out or leaving the page.
 */
const dirty = new Map<string, string | null>();

export function markDirty(id: string, tab: string | null): void {
  dirty.set(id, tab);
}

export function markClean(id: string): void {
  dirty.delete(id);
}

export function anyDirty(): boolean {
  return dirty.size > 0;
}

/** Whether a form in one of `tabs` (tab keys, path and query) holds unsaved typing. */
export function dirtyInTabs(tabs: readonly string[]): boolean {
  for (const tab of dirty.values()) if (tab !== null && tabs.includes(tab)) return true;
  return false;
}

let leaving = false;

/**
 * The console itself is about to reload the page (another window signed in or out): the typing is kept as a draft,
 * and nobody is there to answer the browser's question.
 */
export function leaveWithoutAsking(): void {
  leaving = true;
}

/** Whether the browser should ask before the page goes (a reload, a closed tab, an address typed). */
export function shouldAskBeforeUnload(): boolean {
  return !leaving && dirty.size > 0;
}
