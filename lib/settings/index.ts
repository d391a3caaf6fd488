export { clearApiKey, loadApiKey, saveApiKey } from './api-key';
export { DEFAULT_SETTINGS, parseSettings, type Settings } from './schema';
export { originOf, readSettings, saveSettings, watchSettings } from './store';
export { canAskHostAccess, checkConnectionInput, keyReuse, plainHttpScope, saveConnection, typedOrigin } from './connection';
export type { ConnectionInput, KeyProblem, UrlProblem } from './connection';
