import { lazyOnOpen } from '@/shared/ui/lazy-on-open';

export type { PersonalCenterPageProps } from './personal-center-page';

// The shell's user menu opens these now and then: each is loaded at its first opening (docs/architecture.md §4
// "Bundles"), with the upload and image viewer of the personal information.
export const PersonalInfoDialog = lazyOnOpen(() =>
  import('./personal-info-dialog').then((m) => m.PersonalInfoDialog),
);
export const ChangePasswordDialog = lazyOnOpen(() =>
  import('./change-password-dialog').then((m) => m.ChangePasswordDialog),
);
export const ForcedPasswordDialog = lazyOnOpen(() =>
  import('./forced-password-dialog').then((m) => m.ForcedPasswordDialog),
);
export type { PersonalInfoDialogProps } from './personal-info-dialog';
export type { ChangePasswordDialogProps } from './change-password-dialog';
export { useAvatarSrc } from './use-avatar-src';
