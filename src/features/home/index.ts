export { HomePage } from './home-page';
export type { HomeSubsystem } from './home-page';
