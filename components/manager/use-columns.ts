import { useEffect, useState } from 'preact/hooks';
import { NO_COLUMNS, readColumns, saveColumns, type Columns } from '../../lib/manager/columns';

/** The Links view's optional columns, as remembered, and their change (remembered at once). */
export function useColumns(): [Columns, (columns: Columns) => void] {
  const [columns, setColumns] = useState<Columns>(NO_COLUMNS);
  useEffect(() => {
    let live = true;
    void readColumns().then((read) => live && setColumns(read));
    return () => {
      live = false;
    };
  }, []);
  const change = (next: Columns) => {
    setColumns(next);
    void saveColumns(next).catch(() => undefined);
  };
  return [columns, change];
}
