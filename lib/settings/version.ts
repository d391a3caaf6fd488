/** The stored settings' schema version (kept beside them as `{ v }`). */
export const SETTINGS_VERSION = 3;
