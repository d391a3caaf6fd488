import { lazy } from '../lazy';

// The managers, each loaded when its view is first shown: the page most often opens on Settings.
export const LinksViewLazy = lazy(
  () =>
    import('../manager/LinksView').then(({ LinksView }) => () => <LinksView />),
  'managerViewFailed',
);
export const PixelsViewLazy = lazy(
  () =>
    import('../manager/PixelsView').then(({ PixelsView }) => () => <PixelsView />),
  'managerViewFailed',
);
export const BulkViewLazy = lazy(
  () =>
    import('../bulk/BulkView').then(({ BulkView }) => () => <BulkView />),
  'managerViewFailed',
);
