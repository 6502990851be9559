import { lazyOnOpen } from '@/shared/ui/lazy-on-open';

export { MessageBadge, type MessageBadgeProps } from './message-badge';

// Loaded at its first opening, with its tabs, list and factory tree (docs/architecture.md §4 "Bundles").
export const MessageDrawer = lazyOnOpen(() => import('./message-drawer').then((m) => m.MessageDrawer));
export type { MessageDrawerProps } from './message-drawer';
export { messageTarget, type MessageTarget } from './message-target';
export type { AcceptanceTarget } from './use-message-actions';
export { useLiveChannels } from './live/use-live-channels';
export { resyncMessageCount } from './live/message-counts';
