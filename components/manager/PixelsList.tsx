import { useMemo, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { Pixel } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { PIXELS_UNFILTERED, pixelsQuery, type PixelsState } from '../../lib/manager/pixels-state';
import { PagedTable } from './PagedTable';
import { PixelDeleteDialog } from './PixelDeleteDialog';
import { PixelFormDialog } from './PixelFormDialog';
import { PixelRow } from './PixelRow';
import { PixelsFilters } from './PixelsFilters';
import { refillAfterDelete, usePagedList } from './use-paged-list';

interface Props {
  client: ApiClient;
  state: PixelsState;
  onChange(patch: Partial<PixelsState>): void;
}

type Open = { kind: 'new' } | { kind: 'edit'; pixel: Pixel } | { kind: 'delete'; pixel: Pixel };

export function PixelsList({ client, state, onChange }: Props) {
  const query = useMemo(() => pixelsQuery(state), [state]);
  const list = usePagedList<Pixel>((signal) => client.pixels.list(query, { signal }), JSON.stringify(query));
  const [open, setOpen] = useState<Open | null>(null);
  /** What the last change did, said even when the pixel is not on the page shown. */
  const [note, setNote] = useState('');
  const close = () => setOpen(null);
  const filtered = Boolean(query.search || query.type);
  const nameOf = (pixel: Pixel) => pixel.name || t('managerIdOption', String(pixel.id));

  return (
    <div class="manager-body">
      <div class="manager-toolbar">
        <button type="button" class="primary" onClick={() => setOpen({ kind: 'new' })}>
          {t('managerNewPixel')}
        </button>
        <span role="status" class="hint">
          {note}
        </span>
      </div>
      <PixelsFilters state={state} onChange={onChange} filtered={filtered} />
      <PagedTable
        list={list}
        state={state}
        onPage={(page) => onChange({ page })}
        onChange={onChange}
        filtered={filtered}
        onClear={() => onChange(PIXELS_UNFILTERED)}
        texts={{ loading: t('managerPixelsLoading'), empty: t('managerPixelsEmpty'), noMatch: t('managerPixelsNoMatch') }}
        columns={[
          { text: t('managerPixelName'), sort: { by: 'name', numeric: false } },
          t('managerPixelType'),
          t('managerPixelValue'),
          { text: t('managerColumnCreated'), sort: { by: 'id', numeric: true } },
          { text: t('managerColumnActions'), class: 'manager-col-actions' },
        ]}
        row={(pixel) => (
          <PixelRow
            key={pixel.id}
            pixel={pixel}
            onEdit={(target) => setOpen({ kind: 'edit', pixel: target })}
            onDelete={(target) => setOpen({ kind: 'delete', pixel: target })}
          />
        )}
      />
      {open?.kind === 'new' && (
        <PixelFormDialog
          client={client}
          onSaved={(pixel) => {
            setNote(t('managerPixelCreated', nameOf(pixel)));
            list.reload();
          }}
          onClose={close}
        />
      )}
      {open?.kind === 'edit' && (
        <PixelFormDialog
          client={client}
          pixel={open.pixel}
          onSaved={(pixel) => {
            setNote(t('managerPixelSaved', nameOf(pixel)));
            list.replace(pixel);
          }}
          onClose={close}
        />
      )}
      {open?.kind === 'delete' && (
        <PixelDeleteDialog
          pixel={open.pixel}
          client={client}
          onDeleted={(id) => {
            setNote(t('managerPixelDeleted', nameOf(open.pixel)));
            refillAfterDelete(list, id, state.page, (page) => onChange({ page }));
          }}
          onClose={close}
        />
      )}
    </div>
  );
}
