export { PersonalCenterPage } from './personal-center-page';
