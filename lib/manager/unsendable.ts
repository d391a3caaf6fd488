/**
 * Edits the update cannot carry. The client's inputs type `space_id` and `expiration_clicks` as
 * numbers, so an emptied Space or Expiration clicks has no encoding and `buildUpdateInput` drops
 * it: saving would keep the old value while the form showed it gone. Such an edit is refused at
 * its field instead, before anything is sent.
 */
import type { LinkFormState } from '../link-form/state';

const CLEARABLE_ONLY_BY_VALUE = [
  ['spaceId', 'space_id'],
  ['expirationClicks', 'expiration_clicks'],
] as const;

/** API field names of the fields emptied in `edited` that had a value in `initial`. */
export function unsendableClears(initial: LinkFormState, edited: LinkFormState): string[] {
  return CLEARABLE_ONLY_BY_VALUE.filter(([name]) => initial[name].trim() !== '' && edited[name].trim() === '').map(([, field]) => field);
}
