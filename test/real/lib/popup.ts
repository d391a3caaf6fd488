/**
 * The toolbar popup over a page, as a user drives it: open it over a tab, set fields by their
 * visible labels (every "More options" field of the instance's version the plan includes), and
 * shorten, telling a failure's own words when there is one.
 */
import type { Locator, Page } from 'playwright-core';
import { reopenPopup } from '../../e2e/helpers';
import type { ExtensionSession } from '../../e2e/harness';
import { linkSpaceId, type Link } from '../../../lib/api/schemas';
import { optionFeature, type ApiVersion, type LinkOptionName } from '../../../lib/api/versions';
import type { RateWatch } from './browser';
import { EXPIRY, PERIOD, type FieldCheck } from './full-link';

export const WAIT = { timeout: 30_000 };

/** A new tab at `url` in front, and the popup over it (watched: its requests spend the budget too). */
export async function popupOver(session: ExtensionSession, watch: RateWatch, url: string): Promise<{ popup: Page; tab: Page }> {
  const tab = await session.context.newPage();
  await tab.goto(url);
  const popup = await reopenPopup(session, tab);
  watch.attach(popup);
  popup.setDefaultTimeout(WAIT.timeout);
  return { popup, tab };
}

export const field = (page: Page | Locator, label: string) => page.getByLabel(label, { exact: true });

/** Picks record `id` in an IdSelect: from its list, or typed as "Other ID…" when it is not listed. */
export async function chooseId(scope: Page | Locator, label: string, id: number): Promise<void> {
  const control = field(scope, label);
  if ((await control.evaluate((el) => el.tagName)) !== 'SELECT') return control.fill(String(id));
  const listed = await control.locator(`option[value="${id}"]`).count();
  if (listed) return void (await control.selectOption({ value: String(id) }));
  await control.selectOption({ value: 'other' });
  await field(scope, `${label} ID`).fill(String(id));
}

/** Clicks Shorten and returns the short link shown, or fails with what the popup said instead. */
export async function shorten(popup: Page): Promise<string> {
  await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
  const result = field(popup, 'Short link');
  const problem = popup.locator('[role="alert"], [aria-invalid="true"]').first();
  await result.or(problem).first().waitFor(WAIT);
  if (await result.count()) return result.inputValue();
  const said = (await popup.locator('[role="alert"], .field-error').allTextContents()).join(' | ');
  throw new Error(`The popup did not shorten: ${said}`);
}

export interface MoreOptionsContext {
  version: ApiVersion;
  allows(feature: string | undefined): boolean;
  spaceId?: number;
  expiredUrl: string;
  /** Where the country rules send visitors. */
  ruleUrl(country: string): string;
}

/**
 * Opens "More options" and sets every field the version has and the plan includes; returns what
 * the link must show once created (through the API's normalized record) and what was left out.
 */
export async function fillMoreOptions(popup: Page, c: MoreOptionsContext): Promise<{ checks: FieldCheck[]; skipped: string[] }> {
  const checks: FieldCheck[] = [];
  const skipped: string[] = [];
  const on = (option: LinkOptionName) => {
    const feature = optionFeature(option, c.version);
    if (c.allows(feature)) return true;
    skipped.push(`${option} (the plan lacks ${feature})`);
    return false;
  };
  await popup.getByRole('button', { name: 'More options' }).click();
  await field(popup, 'Click limit')
    .or(popup.getByText('Not in your plan', { exact: false }))
    .first()
    .waitFor(WAIT);

  if (on('linkPassword')) {
    await field(popup, 'Link password').fill('linklet link pass');
    checks.push({ what: 'has_link_password', actual: (l) => l.has_link_password, expected: true });
  }
  if (c.spaceId !== undefined && c.allows('spaces')) {
    await chooseId(popup, 'Space', c.spaceId);
    checks.push({ what: 'space', actual: (l) => linkSpaceId(l), expected: c.spaceId });
  } else skipped.push('space (no space on the account, or the plan lacks spaces)');
  if (c.version === 44 && on('disabled')) {
    await field(popup, 'Disabled').check();
    checks.push({ what: 'disabled', actual: (l) => Number(l.disabled), expected: 1 });
  }
  if (on('privacy')) {
    await field(popup, 'Statistics').selectOption('2');
    await field(popup, 'Statistics password').fill('linklet stats pass');
    checks.push(
      { what: 'privacy', actual: (l) => l.privacy, expected: 2 },
      { what: 'has_stats_password', actual: (l) => l.has_stats_password, expected: true },
    );
  }
  if (on('clickLimit')) {
    if (c.version === 44) {
      await field(popup, 'Expiration date').fill(EXPIRY.date);
      await field(popup, 'Expiration time').fill(EXPIRY.time);
      checks.push({ what: 'ends_at', actual: (l) => typeof l.ends_at === 'string', expected: true });
    } else {
      await field(popup, 'Active from').fill(PERIOD.from.replace(' ', 'T'));
      await field(popup, 'Active until').fill(PERIOD.until.replace(' ', 'T'));
      checks.push({ what: 'active period', actual: (l) => [typeof l.active_from, typeof l.active_until], expected: ['string', 'string'] });
    }
    await field(popup, 'Click limit').fill('500');
    await field(popup, 'Expiration URL').fill(c.expiredUrl);
    checks.push(
      { what: 'click_limit', actual: (l) => l.click_limit, expected: 500 },
      { what: 'expiration_url', actual: (l) => l.expiration_url, expected: c.expiredUrl },
    );
  }
  if (c.version === 49) {
    await field(popup, 'Sensitive content').check();
    checks.push({ what: 'sensitive_content', actual: (l) => l.sensitive_content, expected: true });
  }
  if (on('targetRules')) {
    const kind = c.version === 44 ? 'country' : 'countries';
    await field(popup, 'Targeting type').selectOption(kind);
    const rules = [
      { key: 'US', value: c.ruleUrl('us') },
      { key: 'DE', value: c.ruleUrl('de') },
    ];
    for (const [i, rule] of rules.entries()) {
      await popup.getByRole('button', { name: 'Add country rule' }).click();
      await popup.locator(`#more-${kind}-${i}-key`).fill(rule.key);
      await popup.locator(`#more-${kind}-${i}-value`).fill(rule.value);
    }
    checks.push({ what: 'targeting', actual: (l: Link) => ({ kind: l.targeting?.kind, rules: l.targeting?.rules[kind] }), expected: { kind, rules } });
  }
  return { checks, skipped };
}
