/**
 * A profile's presets: saving one (new or changed), removing, ordering, choosing the default. Each
 * runs through updateAllSettings, so preset edits and other saves never overwrite one another.
 */
import { utmKeyProblem } from '../url/utm';
import type { AllSettings, Preset, Profile } from './schema';
import { updateAllSettings } from './store';

/** A fresh preset id: random, so a removed preset's id (a draft may still name it) is never reused. */
export function newPresetId(): string {
  return `s-${crypto.randomUUID()}`;
}

/** What is wrong with a preset about to be saved among `others` (the profile's other presets). */
export interface PresetProblems {
  name?: 'empty' | 'duplicate';
  /** By row of `utm.extra`: the key's problem. */
  keys: Record<number, 'empty' | 'bad' | 'duplicate'>;
}

export function presetProblems(preset: Preset, others: readonly Preset[]): PresetProblems | null {
  const problems: PresetProblems = { keys: {} };
  const name = preset.name.trim().toLowerCase();
  if (!name) problems.name = 'empty';
  else if (others.some((other) => other.id !== preset.id && other.name.trim().toLowerCase() === name)) problems.name = 'duplicate';
  const keys = (preset.utm.extra ?? []).map((pair) => pair.key.trim());
  keys.forEach((key, row) => {
    const problem = utmKeyProblem(key) ?? (keys.indexOf(key) !== row ? 'duplicate' : null);
    if (problem) problems.keys[row] = problem;
  });
  return problems.name || Object.keys(problems.keys).length ? problems : null;
}

/** The preset as stored: names and keys trimmed, empty UTM fields left out. */
export function cleanPreset(preset: Preset): Preset {
  const utm: Preset['utm'] = {};
  for (const [field, value] of Object.entries(preset.utm)) {
    if (field !== 'extra' && typeof value === 'string' && value.trim()) (utm as Record<string, string>)[field] = value.trim();
  }
  const extra = (preset.utm.extra ?? []).map(({ key, value }) => ({ key: key.trim(), value: value.trim() })).filter((pair) => pair.key);
  if (extra.length) utm.extra = extra;
  return { ...preset, name: preset.name.trim(), utm };
}

/** Key order aside (a stored preset's is the schema's): objects with their keys sorted. */
const sortedKeys = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) : value;

/** Whether `a` would be stored as `b` is (the editor's "nothing changed since it was saved"). */
export function samePreset(a: Preset, b: Preset): boolean {
  return JSON.stringify(cleanPreset(a), sortedKeys) === JSON.stringify(cleanPreset(b), sortedKeys);
}

function changeProfile(profileId: string, change: (profile: Profile) => Profile): Promise<AllSettings> {
  return updateAllSettings((all) => ({ ...all, profiles: all.profiles.map((p) => (p.id === profileId ? change(p) : p)) }));
}

/** Saves `preset` in profile `profileId`: in its place if its id is there, else at the end. */
export function savePreset(profileId: string, preset: Preset): Promise<AllSettings> {
  const clean = cleanPreset(preset);
  return changeProfile(profileId, (profile) => {
    const at = profile.presets.findIndex((p) => p.id === clean.id);
    const presets = at < 0 ? [...profile.presets, clean] : profile.presets.map((p, i) => (i === at ? clean : p));
    return { ...profile, presets };
  });
}

/** Removes preset `presetId` (the default preset too: then there is none). */
export function removePreset(profileId: string, presetId: string): Promise<AllSettings> {
  return changeProfile(profileId, (profile) => ({
    ...profile,
    presets: profile.presets.filter((p) => p.id !== presetId),
    defaultPresetId: profile.defaultPresetId === presetId ? null : profile.defaultPresetId,
  }));
}

/** Moves preset `presetId` by `offset` places (the order of the popup's select). */
export function movePreset(profileId: string, presetId: string, offset: number): Promise<AllSettings> {
  return changeProfile(profileId, (profile) => {
    const from = profile.presets.findIndex((p) => p.id === presetId);
    const to = Math.max(0, Math.min(profile.presets.length - 1, from + offset));
    if (from < 0 || from === to) return profile;
    const presets = [...profile.presets];
    presets.splice(to, 0, ...presets.splice(from, 1));
    return { ...profile, presets };
  });
}

/** Makes preset `presetId` the one the popup starts with (null: none). */
export function chooseDefaultPreset(profileId: string, presetId: string | null): Promise<AllSettings> {
  return changeProfile(profileId, (profile) => ({ ...profile, defaultPresetId: presetId }));
}
