import { createSlice, isAnyOf, type Middleware, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS, storage } from './storage';

export type ThemeMode = 'light' | 'dark';

export interface PreferencesState {
  theme: ThemeMode;
  sidebarCollapsed: boolean;
}

/** Remembered per browser; without a saved choice the system's colour scheme decides. */
export function loadPreferences(): PreferencesState {
  const saved = storage.get(STORAGE_KEYS.theme);
  const systemDark = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  return {
    theme: saved === 'dark' || saved === 'light' ? saved : systemDark ? 'dark' : 'light',
    sidebarCollapsed: storage.get(STORAGE_KEYS.sidebarCollapsed) === 'true',
  };
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: (): PreferencesState => loadPreferences(),
  reducers: {
    themeChanged(state, action: PayloadAction<ThemeMode>) {
      state.theme = action.payload;
    },
    sidebarToggled(state) {
      state.sidebarCollapsed = !state.sidebarCollapsed;
    },
  },
});

export const { themeChanged, sidebarToggled } = preferencesSlice.actions;

export const selectTheme = (state: { preferences: PreferencesState }) => state.preferences.theme;
export const selectSidebarCollapsed = (state: { preferences: PreferencesState }) => state.preferences.sidebarCollapsed;

const isPreferenceChange = isAnyOf(themeChanged, sidebarToggled);

/** Saves every change for the next visit; a plain middleware, as the login screen's theme switch needs it. */
export const preferencesMiddleware: Middleware<object, { preferences: PreferencesState }> = (store) => (next) => (action) => {
  const result = next(action);
  if (isPreferenceChange(action)) {
    const prefs = store.getState().preferences;
    storage.set(STORAGE_KEYS.theme, prefs.theme);
    storage.set(STORAGE_KEYS.sidebarCollapsed, String(prefs.sidebarCollapsed));
  }
  return result;
};
