export { defaultCreateInput, defaultRequest } from './input';
export { mayHaveLanded } from './outage';
export { decide, duplicateQuery, findLanded, findPageLinks, gatherPageLinks, listIsComplete, type FindLocal, type PageLinks, type Reuse } from './page-link';
export { fits, reusable, wantedOf, type Wanted } from './page-link';
export { shorten, type ShortenContext, type ShortenOutcome, type ShortenRequest } from './shorten';
export { ShortenFlow, type Copied, type Failure, type FlowDeps, type FlowState, type Shown, type Step } from './flow';
