import type { ComponentChildren } from 'preact';

/** The parts of the settings page that belong to the profile shown: laid out by the first run (Welcome) and by the sections afterwards (SettingsSections). */
export interface ProfileParts {
  /** null while the profile's saved key is read. */
  connection: ComponentChildren;
  /** `presets`: with the presets after the defaults. */
  defaults(presets: boolean): ComponentChildren;
}
