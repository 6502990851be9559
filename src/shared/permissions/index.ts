export { isAllowed } from './check';
export type { Grants } from './check';
export { usePermissionStore } from './store';
export { Permission, usePermission, PageMenuContext } from './permission';
