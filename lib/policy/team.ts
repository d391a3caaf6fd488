/**
 * The team's pixels and spaces (the TeamPixels and TeamSpaces policies) in one person's account.
 * phpShort keeps both per account, so the policy names them by what stays the same everywhere: a
 * pixel by its type and value (its name in an account may differ), a space by its name. What
 * Linklet made in an account, and what the account refused, is recorded per profile, so a pixel
 * or space is never made twice: not after a restart, nor after the person renamed it.
 */
import type { Choice, PixelChoice } from '../instance/facts';
import { storage } from 'wxt/utils/storage';
import { ofProfile } from '../storage/item';
import type { TeamPixel, TeamSpace } from './values';

/** A refusal is asked again after a day, or at once when the policy changes what it asks. */
export const REFUSAL_TTL_MS = 24 * 60 * 60_000;

export interface Refusal {
  /** What the server said (its field message), as the person is shown it. */
  reason: string;
  at: number;
}

/** What Linklet did in one account for its team's pixels and spaces. */
export interface TeamRecord {
  origin: string;
  /** The id made for each team pixel, by pixelKey. */
  pixels: Record<string, number>;
  /** The id made for each team space, by spaceKey. */
  spaces: Record<string, number>;
  /** What the account refused to take, by `pixel <key>` or `space <key>`. */
  refused: Record<string, Refusal>;
}

export const TEAM_ITEM = storage.defineItem<TeamRecord>('local:teamMade');

export const pixelKey = (pixel: { type?: string; value?: string }) => `${pixel.type ?? ''} ${pixel.value ?? ''}`;
export const spaceKey = (space: { name?: string }) => (space.name ?? '').trim().toLowerCase();

/** The record of `profileId`'s account on `origin` (an empty one for another origin). */
export async function readTeamRecord(profileId: string, origin: string): Promise<TeamRecord> {
  const stored = await ofProfile(TEAM_ITEM, profileId).getValue();
  return stored && stored.origin === origin ? stored : { origin, pixels: {}, spaces: {}, refused: {} };
}

export function writeTeamRecord(profileId: string, record: TeamRecord): Promise<void> {
  return ofProfile(TEAM_ITEM, profileId).setValue(record);
}

/** The account's pixel that is the team's `pixel`: the same type and value, else the one Linklet made for it (renamed since, perhaps). */
export function teamPixelIn(pixel: TeamPixel, pixels: readonly PixelChoice[], record: TeamRecord | null): PixelChoice | undefined {
  const key = pixelKey(pixel);
  const made = record?.pixels[key];
  return pixels.find((p) => pixelKey(p) === key) ?? (made ? pixels.find((p) => p.id === made) : undefined);
}

/** The account's space that is the team's `space`: the same name, whatever its case, else the one Linklet made for it. */
export function teamSpaceIn(space: TeamSpace, spaces: readonly Choice[], record: TeamRecord | null): Choice | undefined {
  const key = spaceKey(space);
  const made = record?.spaces[key];
  return spaces.find((s) => spaceKey(s) === key) ?? (made ? spaces.find((s) => s.id === made) : undefined);
}

/** The refusal of a team item still standing at `now`, if any. */
export function refusalOf(record: TeamRecord | null, kind: 'pixel' | 'space', key: string, now = Date.now()): Refusal | undefined {
  const refusal = record?.refused[`${kind} ${key}`];
  return refusal && now - refusal.at < REFUSAL_TTL_MS ? refusal : undefined;
}
