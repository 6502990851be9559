export { PersonalCenterPage, type PersonalCenterPageProps } from './personal-center-page';
export { PersonalInfoDialog, type PersonalInfoDialogProps } from './personal-info-dialog';
export { ChangePasswordDialog, type ChangePasswordDialogProps } from './change-password-dialog';
export { useAvatarSrc } from './use-avatar-src';
