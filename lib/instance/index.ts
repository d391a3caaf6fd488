export * from './facts';
export { featuresOf, fallbackDomainId, isIdentified, timezoneOf, versionOf, withFallbackDomain, type Identified } from './info';
