export { useNavigationStore, currentSubsystem } from './store';
export { fetchRouters } from './api';
export { buildNavigation, filterByPermissions, fixedPages, menuKeyOf, subsystemOfPath } from './menu-tree';
export { isExternal } from '@contract/menu-paths';
export type { Navigation, Subsystem, PageRoute, MenuNode } from './menu-tree';
