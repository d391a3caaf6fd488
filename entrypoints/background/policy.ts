import { followPolicy } from '../../lib/policy/follow';

/** The organization's policy, followed from the worker's start: every action obeys a change at once, with no Linklet page open. */
export function setupPolicy(): void {
  followPolicy({ provision: true });
}
