import { shouldAskBeforeUnload } from '@/shared/form/draft';

/**
 * A form holding unsaved typing makes the browser ask before the page goes: a reload, a closed tab or window, an
 * address typed, the back button past the console's first page (docs/drafts.md "Asking before it goes"). The typing
 * is kept as a draft whatever the answer. Answers the uninstall.
 */
export function guardUnsavedTyping(win: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (shouldAskBeforeUnload()) event.preventDefault();
  };
  win.addEventListener('beforeunload', onBeforeUnload);
  return () => win.removeEventListener('beforeunload', onBeforeUnload);
}
