export { useSessionStore, PER_BTN_ADMIN, UserInfoError } from './store';
export type { SessionStatus, Granted } from './store';
