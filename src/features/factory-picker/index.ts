export { FactoryPicker, type FactoryPickerProps } from './factory-picker';
export { useFactoryStore, type FactoryStatus } from './store';
