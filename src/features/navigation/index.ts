export { useNavigationStore, currentSubsystem } from './store';
export { buildNavigation, filterByPermissions, subsystemOfPath, isExternal } from './menu-tree';
export type { Navigation, Subsystem, PageRoute, MenuNode } from './menu-tree';
