/** The stored settings' schema version (WXT keeps it in the item's meta as `{ v }`). */
export const SETTINGS_VERSION = 2;
