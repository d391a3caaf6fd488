import { t } from '../../lib/i18n';
import type { LinkSearchBy, LinkSortBy, LinkStatusFilter, PerPage, SortOrder } from '../../lib/api/schemas';
import type { FilterChoices } from '../../lib/choices';
import type { LinksState } from '../../lib/manager/links-state';
import { idOf, IdSelect, idText } from '../link-fields/IdSelect';
import { LabeledSelect } from './LabeledSelect';
import { orderOptions, perPageOptions } from './options';
import { SearchBox } from './SearchBox';

interface Props {
  state: LinksState;
  choices: FilterChoices;
  onChange(patch: Partial<LinksState>): void;
}

/**
 * A filter by id: the names the server lists or the loaded links show, and "Other id…" for an id
 * typed by hand (installations without the domains or spaces lists need it).
 */
const idFilter = () =>
  ({ class: 'manager-control', commit: 'apply', invalidText: t('managerIdInvalid'), applyLabel: t('managerApply'), otherLabel: t('managerOtherId') }) as const;

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
      <IdSelect
        label={t('managerSpace')}
        noneLabel={t('managerAllSpaces')}
        typedLabel={t('managerSpaceId')}
        options={choices.spaces}
        value={idText(state.space_id)}
        onValue={(id) => onChange({ space_id: idOf(id) })}
        {...idFilter()}
      />
      <IdSelect
        label={t('managerDomain')}
        noneLabel={t('managerAllDomains')}
        typedLabel={t('managerDomainId')}
        options={choices.domains}
        value={idText(state.domain_id)}
        onValue={(id) => onChange({ domain_id: idOf(id) })}
        {...idFilter()}
      />
      <IdSelect
        label={t('managerPixel')}
        noneLabel={t('managerAllPixels')}
        typedLabel={t('managerPixelId')}
        options={choices.pixels}
        value={idText(state.pixel_id)}
        onValue={(id) => onChange({ pixel_id: idOf(id) })}
        {...idFilter()}
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
