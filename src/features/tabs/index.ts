export { useTabsStore } from './store';
export { TagsBar } from './tags-bar';
export { tabKey } from './tabs-model';
export type { Tab } from './tabs-model';
export { bustStylesheets } from './clear-cache';
