/**
 * A preset's space that is the profile's default space, whatever it is when the preset is used
 * (schema.ts). On its own, without the settings' schema: the popup's preset choice reads it in a
 * chunk that must not pull the schema (and zod) along.
 */
export const PROFILE_DEFAULT = 'default';
