/**
 * The policy in the settings' terms (lib/settings/managed.ts): its domains, spaces and pixels,
 * named as an administrator knows them, become the ids of the person's account. phpShort's spaces
 * and pixels belong to each account, so one policy names the same space for everyone only by its
 * name. Looked up in the lists the instance's facts hold (lib/instance): before the person's key
 * has read them, a named record is fixed as none; once read, a name the account lacks is left to
 * the person, with a note.
 */
import { choicesOf, type Choice } from '../instance/choices';
import { PROFILE_DEFAULT } from '../settings/profile-default';
import type { Facts } from '../instance/facts';
import { orgPresetId, type Managed, type PolicyNote } from '../settings/managed';
import { pixelKey, refusalOf, spaceKey, teamPixelIn, teamSpaceIn, type TeamRecord } from './team';
import type { PolicyValues } from './values';

/** An id found, a list not read yet, or a name the list lacks. */
export type Found = number | 'pending' | 'missing';

const comparable = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');

/**
 * `ref` among `list` (null: not read yet): digits are an id, taken as they are (a domain of the
 * whole instance is in no account's list); anything else a name, whatever its case (a domain's
 * with or without its scheme).
 */
export function findRecord(ref: string, list: readonly Choice[] | null): Found {
  const wanted = ref.trim();
  if (/^\d{1,15}$/.test(wanted) && Number(wanted) > 0) return Number(wanted);
  if (!list) return 'pending';
  return list.find((choice) => choice.name && comparable(choice.name) === comparable(wanted))?.id ?? 'missing';
}

interface Lists {
  domains: Choice[] | null;
  spaces: Choice[] | null;
  pixels: Choice[] | null;
}

/** The account's lists once read: domains are also learned from its links, and so are spaces without a list. */
function listsOf(facts: Facts | null, instanceUrl: string): Lists {
  if (!facts) return { domains: null, spaces: null, pixels: null };
  const { domains, spaces } = choicesOf(facts, instanceUrl);
  const links = facts.links?.value !== undefined;
  const spaceList = facts.spaces?.value;
  return {
    domains: links && facts.domains?.value !== undefined ? domains : null,
    spaces: spaceList || (spaceList === null && links) ? spaces : null,
    pixels: facts.pixels?.value ?? null,
  };
}

/**
 * What `values` fix, for the organization's profile `profileId` with the stored `facts` of its
 * instance (null: none yet). `notes`: what reading the policy left out; names not found are added.
 */
export function managedFrom(
  values: PolicyValues,
  notes: readonly PolicyNote[],
  profileId: string | null,
  facts: Facts | null,
  record: TeamRecord | null = null,
): Managed {
  const instanceUrl = values.InstanceUrl ?? null;
  const managed: Managed = {
    profileId: instanceUrl ? profileId : null,
    instanceUrl,
    allowOtherInstances: values.AllowOtherInstances !== false,
    plainHttp: values.AllowPlainHttp ?? null,
    shown: {},
    notes: [...notes],
    added: [],
  };
  if (values.ShortenOnClick !== undefined) managed.shortenOnOpen = values.ShortenOnClick;
  if (values.ContextMenu !== undefined) managed.contextMenu = values.ContextMenu;
  if (values.AddressBar !== undefined) managed.addressBar = values.AddressBar;
  if (values.AllowPrivateOneClick !== undefined) managed.allowPrivateOneClick = values.AllowPrivateOneClick;
  if (instanceUrl) {
    const lists = listsOf(facts, instanceUrl);
    const team = teamIn(values, lists, record, managed);
    /** The id of `ref`: null while its list is not read, undefined (with a note) when the account lacks it. */
    const idOf = (policy: string, ref: string, list: Choice[] | null, preset?: string, kind?: 'pixel' | 'space') => {
      const teamFound = kind && team[kind].get(comparable(ref));
      const found = teamFound ?? findRecord(ref, list);
      if (found !== 'missing' && typeof found !== 'object') return found === 'pending' ? null : found;
      managed.notes.push({
        policy,
        problem: typeof found === 'object' ? 'refused' : 'not-found',
        value: preset ? `${preset}: ${ref}` : ref,
        ...(typeof found === 'object' ? { reason: found.reason } : {}),
      });
      return undefined;
    };
    /** The ids of `refs`; undefined when one of them is not in the account (the person chooses until it is). */
    const idsOf = (policy: string, refs: readonly string[], preset?: string) => {
      const ids = refs.map((ref) => idOf(policy, ref, lists.pixels, preset, 'pixel'));
      return ids.includes(undefined) ? undefined : ids.filter((id): id is number => typeof id === 'number');
    };
    const domain = values.DefaultDomain === undefined ? undefined : idOf('DefaultDomain', values.DefaultDomain, lists.domains);
    const space =
      values.DefaultSpace === undefined
        ? undefined
        : values.DefaultSpace.trim()
          ? idOf('DefaultSpace', values.DefaultSpace, lists.spaces, undefined, 'space')
          : null;
    if (domain !== undefined) managed.defaultDomainId = domain;
    if (space !== undefined) managed.defaultSpaceId = space;
    const pixels = values.DefaultPixels && idsOf('DefaultPixels', values.DefaultPixels);
    if (pixels) managed.defaultPixelIds = pixels;
    if (values.Presets)
      managed.presets = values.Presets.map((preset) => ({
        id: orgPresetId(preset.name),
        name: preset.name,
        domainId: (preset.domain?.trim() && idOf('Presets', preset.domain, lists.domains, preset.name)) || null,
        // A field the preset leaves out is the defaults'; one the account lacks is left out too, with a note.
        spaceId: presetSpace(preset.space, (ref) => idOf('Presets', ref, lists.spaces, preset.name, 'space')),
        pixelIds: preset.pixels === undefined ? PROFILE_DEFAULT : (idsOf('Presets', preset.pixels, preset.name) ?? PROFILE_DEFAULT),
        utm: preset.utm,
      }));
    if (values.DefaultPreset !== undefined) managed.defaultPresetId = orgPresetId(values.DefaultPreset);
  }
  managed.shown = shownOf(values);
  return managed;
}

/** A preset's space: not set, or one the account lacks, is the default space; empty is none. */
function presetSpace(ref: string | undefined, idOf: (ref: string) => number | null | undefined): number | null | typeof PROFILE_DEFAULT {
  if (ref === undefined) return PROFILE_DEFAULT;
  if (!ref.trim()) return null;
  const id = idOf(ref);
  return id === undefined ? PROFILE_DEFAULT : id;
}

/**
 * The team's pixels and spaces in the account, by the name the policy gives them: the account's
 * id, a refusal the account gave, or 'pending' while its list is not read. Those Linklet made are
 * noted as added.
 */
function teamIn(values: PolicyValues, lists: Lists, record: TeamRecord | null, managed: Managed) {
  type Known = number | 'pending' | { reason: string };
  const pixel = new Map<string, Known>();
  const space = new Map<string, Known>();
  for (const team of values.TeamPixels ?? []) {
    const found = lists.pixels && teamPixelIn(team, lists.pixels, record);
    const refused = refusalOf(record, 'pixel', pixelKey(team));
    pixel.set(comparable(team.name), found ? found.id : refused ? { reason: refused.reason } : 'pending');
    if (found && record?.pixels[pixelKey(team)] === found.id) managed.added.push({ policy: 'TeamPixels', value: team.name, type: team.type });
    else if (!found && refused) managed.notes.push({ policy: 'TeamPixels', problem: 'refused', value: team.name, reason: refused.reason });
  }
  for (const team of values.TeamSpaces ?? []) {
    const found = lists.spaces && teamSpaceIn(team, lists.spaces, record);
    const refused = refusalOf(record, 'space', spaceKey(team));
    space.set(comparable(team.name), found ? found.id : refused ? { reason: refused.reason } : 'pending');
    if (found && record?.spaces[spaceKey(team)] === found.id) managed.added.push({ policy: 'TeamSpaces', value: team.name });
    else if (!found && refused) managed.notes.push({ policy: 'TeamSpaces', problem: 'refused', value: team.name, reason: refused.reason });
  }
  return { pixel, space };
}

/** Each policy as written, names and not ids: the settings show its state beside it (applied, added, not applied). */
function shownOf(values: PolicyValues): Managed['shown'] {
  const shown: Managed['shown'] = {};
  for (const [name, value] of Object.entries(values) as [keyof PolicyValues, PolicyValues[keyof PolicyValues]][]) {
    if (name === 'Presets') shown.Presets = values.Presets!.map((preset) => preset.name);
    else if (name === 'TeamPixels') shown.TeamPixels = values.TeamPixels!.map((pixel) => pixel.name);
    else if (name === 'TeamSpaces') shown.TeamSpaces = values.TeamSpaces!.map((space) => space.name);
    else if (value !== undefined) shown[name] = value as string | boolean | string[];
  }
  return shown;
}
