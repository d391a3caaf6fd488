export { defaultCreateInput, defaultRequest, NO_DEFAULT_DOMAIN } from './input';
export { mayHaveLanded } from './outage';
export { decide, duplicateQuery, findLanded, findPageLinks, gatherPageLinks, listIsComplete, pageOf, samePage, type FindLocal, type PageLinks, type Reuse } from './page-link';
export { fits, reusable, wantedOf, type Wanted } from './wanted';
export { shorten, type ShortenContext, type ShortenOutcome, type ShortenRequest } from './shorten';
export { ShortenFlow, type Copied, type Failure, type FlowDeps, type FlowState, type Shown, type Step } from './flow';
