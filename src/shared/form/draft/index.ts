export { useFormDraft, type FormDraft } from './use-form-draft';
export { DraftNotice } from './draft-notice';
export { anyDirty, dirtyInTabs, leaveWithoutAsking, shouldAskBeforeUnload } from './dirty-forms';
export { DRAFT_KEY_PREFIX } from './draft-storage';
export { useDraftClose } from './use-draft-close';
