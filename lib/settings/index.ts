export { loadApiKey } from './api-key';
export { clearApiKey, saveApiKey } from './save-key';
export {
  DEFAULT_PROFILE_ID,
  DEFAULT_SETTINGS,
  parseAllSettings,
  settingsOf,
  type AllSettings,
  type Preset,
  type Profile,
  type Settings,
  type Utm,
} from './schema';
export { originOf, readAllSettings, readSettings, saveSettings, updateAllSettings, watchAllSettings, watchSettings } from './store';
export { plainHttpScope } from '../api/base-url';
export { canAskHostAccess } from '../permissions/permissions';
export { checkConnectionInput, keyReuse, saveConnection, typedOrigin } from './connection';
export type { ConnectionInput, ApiKeyProblem, UrlProblem } from './connection';
