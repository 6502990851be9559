export { SystemChooserPage } from './system-chooser-page';
export type { ChooserSubsystem } from './system-chooser-page';
