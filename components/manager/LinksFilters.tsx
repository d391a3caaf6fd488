import { t } from '../../lib/i18n';
import type { LinkSearchBy, LinkSortBy, LinkStatusFilter, PerPage, SortOrder } from '../../lib/api/schemas';
import type { FilterChoices } from '../../lib/manager/choices';
import type { LinksState } from '../../lib/manager/links-state';
import { IdFilter } from './IdFilter';
import { LabeledSelect } from './LabeledSelect';
import { orderOptions, perPageOptions } from './options';
import { SearchBox } from './SearchBox';

interface Props {
  state: LinksState;
  choices: FilterChoices;
  onChange(patch: Partial<LinksState>): void;
}

/** Every list parameter of the contract, one control each. */
export function LinksFilters({ state, choices, onChange }: Props) {
  return (
    <div class="manager-filters">
      <SearchBox value={state.search} onSearch={(search) => onChange({ search })} />
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
        value={String(state.status)}
        options={[
          { value: '0', label: t('managerStatusAll') },
          { value: '1', label: t('managerStatusActive') },
          { value: '2', label: t('managerStatusExpired') },
          { value: '3', label: t('managerStatusDisabled') },
        ]}
        onChange={(value) => onChange({ status: Number(value) as LinkStatusFilter })}
      />
      <IdFilter
        label={t('managerSpace')}
        allLabel={t('managerAllSpaces')}
        idLabel={t('managerSpaceId')}
        choices={choices.spaces}
        value={state.space_id}
        onChange={(space_id) => onChange({ space_id })}
      />
      <IdFilter
        label={t('managerDomain')}
        allLabel={t('managerAllDomains')}
        idLabel={t('managerDomainId')}
        choices={choices.domains}
        value={state.domain_id}
        onChange={(domain_id) => onChange({ domain_id })}
      />
      <IdFilter
        label={t('managerPixel')}
        allLabel={t('managerAllPixels')}
        idLabel={t('managerPixelId')}
        choices={choices.pixels}
        value={state.pixel_id}
        onChange={(pixel_id) => onChange({ pixel_id })}
      />
      <LabeledSelect
        label={t('managerSortBy')}
        value={state.sort_by}
        options={[
          { value: 'id', label: t('managerSortDateCreated') },
          { value: 'clicks', label: t('managerSortClicks') },
          { value: 'title', label: t('managerFieldTitle') },
          { value: 'alias', label: t('managerFieldAlias') },
          { value: 'url', label: t('managerFieldUrl') },
        ]}
        onChange={(value) => onChange({ sort_by: value as LinkSortBy })}
      />
      <LabeledSelect label={t('managerOrder')} value={state.sort} options={orderOptions()} onChange={(value) => onChange({ sort: value as SortOrder })} />
      <LabeledSelect
        label={t('managerPerPage')}
        value={String(state.per_page)}
        options={perPageOptions()}
        onChange={(value) => onChange({ per_page: Number(value) as PerPage })}
      />
    </div>
  );
}
