import { t } from '../../lib/i18n';
import type { LinkSearchBy } from '../../lib/api/schemas';
import type { ApiVersion } from '../../lib/api/versions';
import type { FilterChoices } from '../../lib/instance/choices';
import { LINKS_UNFILTERED, STATUS_CHOICES, statusIn, type LinksState, type StatusFilter } from '../../lib/manager/links-state';
import { idOf, IdSelect, idText } from '../link-fields/IdSelect';
import { LabeledSelect } from './LabeledSelect';
import { ListFilters, type FilterChip } from './ListFilters';

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

/** Every list parameter of the instance's version: the search's "by" in front of it, the rest in the Filter menu. */
export function LinksFilters({ version, state, choices, onChange, filtered }: Props) {
  const status = statusIn(state, version);
  const chips: FilterChip[] = [
    ...(status === 0 ? [] : [{ key: 'status', label: t('managerStatus'), value: t(STATUS_TEXT[status]), onRemove: () => onChange({ status: 0 }) }]),
    ...ID_FILTERS.flatMap(({ param, list, label }) => {
      const id = state[param];
      if (id === null) return [];
      const name = choices[list].find((choice) => choice.id === id)?.name;
      return [{ key: param, label: t(label), value: name || t('managerIdOption', String(id)), onRemove: () => onChange({ [param]: null }) }];
    }),
  ];
  return (
    <ListFilters
      state={state}
      onChange={onChange}
      searchBy={{
        value: state.search_by,
        options: [
          { value: 'title', label: t('managerFieldTitle') },
          { value: 'alias', label: t('managerFieldAlias') },
          { value: 'url', label: t('managerFieldUrl') },
        ],
        onChange: (value) => onChange({ search_by: value as LinkSearchBy }),
      }}
      chips={chips}
      filtered={filtered}
      onClear={() => onChange(LINKS_UNFILTERED)}
    >
      <LabeledSelect
        label={t('managerStatus')}
        value={String(status)}
        options={[
          { value: '0', label: t('managerStatusAll') },
          ...STATUS_CHOICES[version].map((choice) => ({ value: String(choice), label: t(STATUS_TEXT[choice]) })),
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
