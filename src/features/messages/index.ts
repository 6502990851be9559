export { MessageBadge, type MessageBadgeProps } from './message-badge';
export { MessageDrawer, MESSAGE_DRAWER_WIDTH, type MessageDrawerProps } from './message-drawer';
export { messageTarget, type MessageTarget } from './message-target';
export type { AcceptanceTarget } from './use-message-actions';
export { useLiveChannels, resyncMessageCount } from './live/use-live-channels';
