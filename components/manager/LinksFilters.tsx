import { t } from '../../lib/i18n';
import type { LinkSearchBy, LinkSortBy } from '../../lib/api/schemas';
import type { ApiVersion } from '../../lib/api/versions';
import type { FilterChoices } from '../../lib/instance/choices';
import { LINKS_UNFILTERED, STATUS_CHOICES, statusIn, type LinksState, type StatusFilter } from '../../lib/manager/links-state';
import { idOf, IdSelect, idText } from '../link-fields/IdSelect';
import { LabeledSelect } from './LabeledSelect';
import { ListFilters } from './ListFilters';

interface Props {
  /** Each version's states: v44 has disabled links, v49 links not active yet. */
  version: ApiVersion;
  state: LinksState;
  choices: FilterChoices;
  onChange(patch: Partial<LinksState>): void;
  filtered: boolean;
}

/**
 * The filters by id: the names the server lists or the loaded links show, and "Other ID…" for an
 * id typed by hand (installations without the domains or spaces lists need it).
 */
const ID_FILTERS = [
  { param: 'space_id', list: 'spaces', label: 'managerSpace', all: 'managerAllSpaces' },
  { param: 'domain_id', list: 'domains', label: 'managerDomain', all: 'managerAllDomains' },
  { param: 'pixel_id', list: 'pixels', label: 'managerPixel', all: 'managerAllPixels' },
] as const;

const STATUS_TEXT = { 1: 'managerStatusActive', 2: 'managerStatusExpired', 3: 'managerStatusDisabled', 4: 'managerStatusScheduled' } as const;

/** Every list parameter of the instance's version, one control each. */
export function LinksFilters({ version, state, choices, onChange, filtered }: Props) {
  const sortOptions: Array<{ value: LinkSortBy; label: string }> = [
    { value: 'id', label: t('managerSortDateCreated') },
    { value: 'clicks', label: t('managerSortClicks') },
    { value: 'title', label: t('managerFieldTitle') },
    { value: 'alias', label: t('managerFieldAlias') },
    { value: 'url', label: t('managerFieldUrl') },
  ];
  return (
    <ListFilters state={state} onChange={onChange} sortOptions={sortOptions} filtered={filtered} onClear={() => onChange(LINKS_UNFILTERED)}>
      <LabeledSelect
        label={t('managerSearchBy')}
        value={state.search_by}
        options={[
          { value: 'title', label: t('managerFieldTitle') },
          { value: 'alias', label: t('managerFieldAlias') },
          { value: 'url', label: t('managerFieldUrl') },
        ]}
        onChange={(value) => onChange({ search_by: value as LinkSearchBy })}
      />
      <LabeledSelect
        label={t('managerStatus')}
        value={String(statusIn(state, version))}
        options={[
          { value: '0', label: t('managerStatusAll') },
          ...STATUS_CHOICES[version].map((status) => ({ value: String(status), label: t(STATUS_TEXT[status]) })),
        ]}
        onChange={(value) => onChange({ status: Number(value) as StatusFilter })}
      />
      {ID_FILTERS.map(({ param, list, label, all }) => (
        <IdSelect
          key={param}
          label={t(label)}
          noneLabel={t(all)}
          options={choices[list]}
          value={idText(state[param])}
          onValue={(id) => onChange({ [param]: idOf(id) })}
          class="manager-control"
          commit="apply"
          applyLabel={t('managerApply')}
        />
      ))}
    </ListFilters>
  );
}
