export { defaultCreateInput, defaultRequest, NO_DEFAULT_DOMAIN } from './input';
export { mayHaveLanded } from './outage';
export { duplicateQuery, findDuplicate, findLanded, findPageLink, judgeList, listIsComplete, matchFor, pageOf, samePage, type FindLocal } from './page-link';
export { shorten, type ShortenContext, type ShortenOutcome, type ShortenRequest } from './shorten';
export { prepareCreate, setsVersionedOptions, ShortenFlow, type Copied, type Failure, type FlowDeps, type FlowState, type Step } from './flow';
