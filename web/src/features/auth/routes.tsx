// The auth feature's lazy route modules. Each screen is its own download, so the login loads neither
// the registration wizard nor the account screen.
export const authRoutes = {
  layout: () => import('./components/auth-layout').then((m) => m.AuthLayout),
  login: () => import('./components/login-page').then((m) => m.LoginPage),
  register: () => import('./components/register-page').then((m) => m.RegisterPage),
  resetRequest: () => import('./components/reset-request-page').then((m) => m.ResetRequestPage),
  resetWithToken: () => import('./components/reset-with-token-page').then((m) => m.ResetWithTokenPage),
  verify: () => import('./components/verify-page').then((m) => m.VerifyPage),
  imprint: () => import('./components/imprint-page').then((m) => m.ImprintPage),
  account: () => import('./components/account-page').then((m) => m.AccountPage),
};
