export * from './facts';
export { instanceOf, fallbackDomainId, withFallbackDomain, type InstanceInfo } from './info';
export { askFacts, type AskOptions } from './ask';
