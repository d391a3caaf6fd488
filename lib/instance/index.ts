export * from './facts';
export { instanceOf, fallbackDomainId, withFallbackDomain, type InstanceInfo } from './info';
