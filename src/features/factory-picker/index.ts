export { FactoryPicker, type FactoryPickerProps } from './factory-picker';
export { useFactoryStore } from './store';
export { useFactoryTree } from './use-factory-tree';
