/**
 * What a background shorten's link got (domain, space, pixels, preset) and each team default it
 * went without, in lines for the toolbar button's title: the context menu, the shortcut and `ln`
 * say as much as the popup does.
 */
import type { Link } from '../api/schemas';
import type { Facts } from '../instance/facts';
import { untrackedOf, untrackedText } from '../policy/untracked';
import { MANAGED_ITEM, managedOf } from '../settings/managed';
import { summaryOf, summaryText } from '../shorten/summary';

export async function resultDetail(link: Link, connection: { settings: { profileId: string }; facts: Facts }, preset?: string): Promise<string> {
  const lists = { spaces: connection.facts.spaces?.value ?? [], pixels: connection.facts.pixels?.value ?? [] };
  const untracked = untrackedOf(managedOf(await MANAGED_ITEM.getValue()), connection.settings.profileId);
  return [summaryText(summaryOf(link, lists, preset)), ...untracked.map(untrackedText)].join('\n');
}
