// The public privacy page (issue 26 §3): light, its own download.
export const privacyRoutes = {
  page: () => import('./components/privacy-page').then((m) => m.PrivacyPage),
};
