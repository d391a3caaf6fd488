/**
 * The policy in the settings' terms (lib/settings/managed.ts): its domains, spaces and pixels,
 * named as an administrator knows them, become the ids of the person's account. phpShort's spaces
 * and pixels belong to each account, so one policy names the same space for everyone only by its
 * name. Looked up in the lists the instance's facts hold (lib/instance): before the person's key
 * has read them, a named record is fixed as none; once read, a name the account lacks is left to
 * the person, with a note.
 */
import { choicesOf, type Choice } from '../instance/choices';
import type { Facts } from '../instance/facts';
import { orgPresetId, type Managed, type PolicyNote } from '../settings/managed';
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
export function managedFrom(values: PolicyValues, notes: readonly PolicyNote[], profileId: string | null, facts: Facts | null): Managed {
  const instanceUrl = values.InstanceUrl ?? null;
  const managed: Managed = {
    profileId: instanceUrl ? profileId : null,
    instanceUrl,
    allowOtherInstances: values.AllowOtherInstances !== false,
    plainHttp: values.AllowPlainHttp ?? null,
    shown: {},
    notes: [...notes],
  };
  if (values.ShortenOnClick !== undefined) managed.shortenOnOpen = values.ShortenOnClick;
  if (values.ContextMenu !== undefined) managed.contextMenu = values.ContextMenu;
  if (values.AddressBar !== undefined) managed.addressBar = values.AddressBar;
  if (values.AllowPrivateOneClick !== undefined) managed.allowPrivateOneClick = values.AllowPrivateOneClick;
  if (instanceUrl) {
    const lists = listsOf(facts, instanceUrl);
    /** The id of `ref`: null while its list is not read, undefined (with a note) when the account lacks it. */
    const idOf = (policy: string, ref: string, list: Choice[] | null, preset?: string) => {
      const found = findRecord(ref, list);
      if (found !== 'missing') return found === 'pending' ? null : found;
      managed.notes.push({ policy, problem: 'not-found', value: preset ? `${preset}: ${ref}` : ref });
      return undefined;
    };
    const idsOf = (policy: string, refs: readonly string[], preset?: string) =>
      refs.flatMap((ref) => {
        const id = idOf(policy, ref, lists.pixels, preset);
        return typeof id === 'number' ? [id] : [];
      });
    const domain = values.DefaultDomain === undefined ? undefined : idOf('DefaultDomain', values.DefaultDomain, lists.domains);
    const space = values.DefaultSpace === undefined ? undefined : values.DefaultSpace.trim() ? idOf('DefaultSpace', values.DefaultSpace, lists.spaces) : null;
    if (domain !== undefined) managed.defaultDomainId = domain;
    if (space !== undefined) managed.defaultSpaceId = space;
    if (values.DefaultPixels) managed.defaultPixelIds = idsOf('DefaultPixels', values.DefaultPixels);
    if (values.Presets)
      managed.presets = values.Presets.map((preset) => ({
        id: orgPresetId(preset.name),
        name: preset.name,
        domainId: (preset.domain?.trim() && idOf('Presets', preset.domain, lists.domains, preset.name)) || null,
        spaceId: (preset.space?.trim() && idOf('Presets', preset.space, lists.spaces, preset.name)) || null,
        pixelIds: idsOf('Presets', preset.pixels ?? [], preset.name),
        utm: preset.utm,
      }));
    if (values.DefaultPreset !== undefined) managed.defaultPresetId = orgPresetId(values.DefaultPreset);
  }
  managed.shown = shownOf(values, managed);
  return managed;
}

/** Each policy followed, as written; a default the account lacks is not followed. */
function shownOf(values: PolicyValues, managed: Managed): Managed['shown'] {
  const shown: Managed['shown'] = {};
  for (const [name, value] of Object.entries(values) as [keyof PolicyValues, PolicyValues[keyof PolicyValues]][]) {
    if (name === 'Presets') shown.Presets = values.Presets!.map((preset) => preset.name);
    else if (value !== undefined) shown[name] = value as string | boolean | string[];
  }
  if (managed.defaultDomainId === undefined) delete shown.DefaultDomain;
  if (managed.defaultSpaceId === undefined) delete shown.DefaultSpace;
  return shown;
}
