/** Element ids the box and the lazily loaded panel share (a module of its own, so the shell loads no panel code). */
export const LISTBOX_ID = 'woms-search-results';
export const optionId = (key: string) => `woms-search-${key}`;
