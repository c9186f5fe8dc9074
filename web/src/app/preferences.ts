import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { select, takeEvery } from 'redux-saga/effects';
import { STORAGE_KEYS, storage } from '../lib/storage';

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

export function* preferencesSaga(): SagaIterator {
  yield takeEvery([themeChanged.type, sidebarToggled.type], function* () {
    const prefs: PreferencesState = yield select((state: { preferences: PreferencesState }) => state.preferences);
    storage.set(STORAGE_KEYS.theme, prefs.theme);
    storage.set(STORAGE_KEYS.sidebarCollapsed, String(prefs.sidebarCollapsed));
  });
}
