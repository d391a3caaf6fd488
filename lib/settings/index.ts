export { clearApiKey, loadApiKey, saveApiKey } from './api-key';
export { DEFAULT_SETTINGS, parseSettings, Settings } from './schema';
export { loadSettings, originOf, saveSettings, watchSettings } from './store';
