import { paths } from '../../lib/paths';

// Apart from the settings page, so that a link to one of its tabs does not pull the page into another chunk.
export const SETTINGS_TAB_PARAM = 'tab';
export type SettingsTab = 'integrations' | 'functions' | 'misc';
export const settingsTab = (tab: SettingsTab) => `${paths.sv.settings}?${SETTINGS_TAB_PARAM}=${tab}`;
