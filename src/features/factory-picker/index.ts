export { FactoryPicker, type FactoryPickerProps } from './factory-picker';
export { MessageBadge, MESSAGE_COUNT_REFRESH_MS, type MessageBadgeProps } from './message-badge';
export { useFactoryStore, type FactoryStatus } from './store';
