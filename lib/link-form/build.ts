/**
 * From the form to the client's inputs, in the field names of the instance's version (lib/api/versions.ts).
 * A new link sends only what the user set (the server's defaults cover the rest, and an "off"
 * value such as `privacy=0` can still be refused by a plan without that feature); an edit sends
 * only what changed, so fields another client changed meanwhile are left alone. Run
 * `validateLinkForm` first: this trusts its input.
 */
import { v44TargetType } from '../api/link-input';
import type { LinkCreateInput, LinkFields, LinkUpdateInput, Privacy } from '../api/schemas';
import { hasOption, isRotation, requestField, type ApiVersion, type LinkOptionName } from '../api/versions';
import { forVersion, selectedRules, type LinkFormState, type RuleRow } from './state';
import { isBlankRow, normalizeRuleKey } from './validate';

/** The rows that will be sent, in order, with the index each has in the form (for errors). */
export function sentRules(kind: string, rows: RuleRow[]): Array<{ key?: string; value: string; formIndex: number }> {
  const rotation = isRotation(kind);
  return rows.flatMap((row, formIndex) => {
    if (isBlankRow(row)) return [];
    const value = row.value.trim();
    return [rotation ? { value, formIndex } : { key: normalizeRuleKey(kind, row.key), value, formIndex }];
  });
}

const rulesToSend = (kind: string, rows: RuleRow[]) => sentRules(kind, rows).map(({ formIndex: _, ...rule }) => rule);

/** `2030-01-01T08:00` (a datetime-local field) → `2030-01-01 08:00` (what v49 documents). */
const moment = (value: string) => value.trim().replace('T', ' ');

type Input = Record<string, unknown>;

/** Writes `value` under the version's name of `option`, when the version has it. */
function setOption(input: Input, option: LinkOptionName, version: ApiVersion | null, value: unknown): void {
  const name = requestField(option, version);
  if (name !== undefined) input[name] = value;
}

/** The targeting of the form in the version's fields (`kind` '' removes it). */
function targeting(form: LinkFormState, version: ApiVersion | null): Input {
  const kind = form.targetType;
  const rules = kind ? rulesToSend(kind, selectedRules(form)) : [];
  if (version === 44) return kind ? { target_type: v44TargetType(kind), [kind]: rules } : { target_type: 0 };
  return { targets_type: kind || null, targets: rules };
}

export function buildCreateInput(sent: LinkFormState, url: string, version: ApiVersion | null): LinkCreateInput {
  const form = forVersion(sent, version);
  const input: Input = { url, domain_id: Number(form.domainId.trim()) };
  const has = (option: LinkOptionName) => hasOption(option, version);
  const alias = form.alias.trim();
  if (alias) input.alias = alias;
  if (form.spaceId.trim()) input.space_id = Number(form.spaceId.trim());
  if (form.pixelIds.length > 0) input.pixel_ids = [...form.pixelIds];
  if (form.linkPassword !== '') setOption(input, 'linkPassword', version, form.linkPassword);
  if (form.privacy !== '0') input.privacy = Number(form.privacy) as Privacy;
  if (form.privacy === '2' && form.statsPassword !== '') setOption(input, 'statsPassword', version, form.statsPassword);
  if (has('disabled') && form.disabled) input.disabled = 1;
  if (has('expirationDate') && form.expirationDate.trim()) input.expiration_date = form.expirationDate.trim();
  if (has('expirationTime') && form.expirationTime.trim()) input.expiration_time = form.expirationTime.trim();
  if (has('activeFrom') && form.activeFrom.trim()) input.active_period_start_at = moment(form.activeFrom);
  if (has('activeUntil') && form.activeUntil.trim()) input.active_period_end_at = moment(form.activeUntil);
  if (form.clickLimit.trim()) setOption(input, 'clickLimit', version, Number(form.clickLimit.trim()));
  if (form.expirationUrl.trim()) input.expiration_url = form.expirationUrl.trim();
  if (has('sensitiveContent') && form.sensitiveContent) input.sensitive_content = 1;
  if (form.targetType && sentRules(form.targetType, selectedRules(form)).length > 0) Object.assign(input, targeting(form, version));
  return input as unknown as LinkCreateInput;
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Only the fields that differ from `initial` (the link as loaded). Passwords are write-only (the
 * server never shows them), so an empty password field means "keep", not "remove". An emptied
 * field is sent as null, which is how the server empties it.
 */
export function buildUpdateInput(initial: LinkFormState, edited: LinkFormState, version: ApiVersion): LinkUpdateInput {
  const form = forVersion(edited, version);
  const input: Input = {};
  const has = (option: LinkOptionName) => hasOption(option, version);
  const changed = (name: keyof LinkFormState) =>
    typeof form[name] === 'string' ? (form[name] as string).trim() !== (initial[name] as string).trim() : form[name] !== initial[name];
  const textOrNull = (name: keyof LinkFormState) => (form[name] as string).trim() || null;
  if (changed('url')) input.url = form.url.trim();
  if (changed('alias')) input.alias = form.alias.trim();
  if (changed('spaceId')) input.space_id = form.spaceId.trim() ? Number(form.spaceId.trim()) : null;
  if (!sameIds(initial.pixelIds, form.pixelIds)) input.pixel_ids = [...form.pixelIds];
  if (form.linkPassword !== '') setOption(input, 'linkPassword', version, form.linkPassword);
  if (changed('privacy')) input.privacy = Number(form.privacy) as Privacy;
  if (form.privacy === '2' && form.statsPassword !== '') setOption(input, 'statsPassword', version, form.statsPassword);
  if (has('disabled') && changed('disabled')) input.disabled = form.disabled ? 1 : 0;
  if (has('expirationDate') && changed('expirationDate')) input.expiration_date = textOrNull('expirationDate');
  if (has('expirationTime') && changed('expirationTime')) input.expiration_time = textOrNull('expirationTime');
  // The server checks the period as a pair (start before end): both go together.
  if (has('activeFrom') && (changed('activeFrom') || changed('activeUntil'))) {
    input.active_period_start_at = form.activeFrom.trim() ? moment(form.activeFrom) : null;
    input.active_period_end_at = form.activeUntil.trim() ? moment(form.activeUntil) : null;
  }
  if (changed('clickLimit')) setOption(input, 'clickLimit', version, form.clickLimit.trim() ? Number(form.clickLimit.trim()) : null);
  if (changed('expirationUrl')) input.expiration_url = textOrNull('expirationUrl');
  if (has('sensitiveContent') && changed('sensitiveContent')) input.sensitive_content = form.sensitiveContent ? 1 : 0;
  const before = targeting(initial, version);
  const after = targeting(form, version);
  if (version === 44) {
    if (changed('targetType')) input.target_type = after.target_type;
    // A kind's rows are sent when they changed ([] empties the list); with none selected, none are.
    const kind = form.targetType;
    if (kind && !sameJson(rulesToSend(kind, initial.rules[kind] ?? []), after[kind])) input[kind] = after[kind];
  } else if (!sameJson(before, after)) Object.assign(input, after);
  return input as LinkFields as LinkUpdateInput;
}
