/**
 * What a new link of the organization's profile goes out without: a default the policy sets that
 * this account cannot take (a pixel, a space or a domain it lacks, or one it refused to have
 * made). Every shorten's result says it on top, so a link is never silently untracked.
 */
import { t } from '../i18n';
import type { Managed } from '../settings/managed';

export interface Untracked {
  kind: 'pixel' | 'space' | 'domain';
  /** As the policy names it. */
  name: string;
  /** What the server said when it refused to make it; absent: the account has none. */
  refused?: string;
}

const KINDS = { DefaultPixels: 'pixel', DefaultSpace: 'space', DefaultDomain: 'domain' } as const;

/** The defaults of `managed` that profile `profileId`'s new links go without. */
export function untrackedOf(managed: Managed | null | undefined, profileId: string): Untracked[] {
  if (!managed || managed.profileId !== profileId) return [];
  return managed.notes.flatMap((note) => {
    const kind = KINDS[note.policy as keyof typeof KINDS];
    if (!kind || (note.problem !== 'not-found' && note.problem !== 'refused') || !note.value) return [];
    return [{ kind, name: note.value, ...(note.problem === 'refused' && note.reason ? { refused: note.reason } : {}) }];
  });
}

const KIND = { pixel: 'untrackedKindPixel', space: 'untrackedKindSpace', domain: 'untrackedKindDomain' } as const;
const NONE = { pixel: 'untrackedPixel', space: 'untrackedSpace', domain: 'untrackedDomain' } as const;

/** "Made without your team's pixel “FB main”: your account has none." */
export const untrackedText = (item: Untracked) =>
  item.refused ? t('untrackedRefused', [t(KIND[item.kind]), item.name, item.refused]) : t(NONE[item.kind], item.name);
