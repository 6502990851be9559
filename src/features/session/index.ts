export { useSessionStore, PER_BTN_ADMIN, UserInfoError } from './store';
export type { SessionStatus } from './store';
