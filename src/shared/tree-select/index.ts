export { AreaTreeSelect, toTreeData, findNode } from './area-tree-select';
export type { AreaTreeSelectProps, AreaTreeOption } from './area-tree-select';
export { FactoryRow } from './factory-row';
export type { FactoryRowProps } from './factory-row';
