import { authRoutes } from '../features/auth/routes';
import { privacyRoutes } from '../features/privacy/routes';
import { paths } from '../lib/paths';
import { lazyRoute, page } from './lazy-route';

const publicEvent = () => import('../features/event/public-routes');
const publicProgram = () => import('../features/event/public-program-route');
const publicSurvey = () => import('../features/survey/public-routes');
const publicProfile = () => import('../features/profile/public-routes');

/** SPEC 2.1: the public pages, no login needed. Both the full app and the light public start use them. */
export const publicRoutes = lazyRoute(() => import('./layout/public-layout').then((m) => m.PublicLayout), {
  children: [
    page(paths.electionRegistration, () => import('../features/election/routes').then((m) => m.ElectionRegistrationPage)),
    page(paths.surveyTransaction(':surveyId'), () => publicSurvey().then((m) => m.SurveyTransactionPage)),
    page(paths.surveyConfirm, () => publicSurvey().then((m) => m.SurveyConfirmPage)),
    page(paths.eventRegistration(':eventId'), () => publicEvent().then((m) => m.EventRegistrationPage)),
    page(paths.eventCheckin(':eventId'), () => publicEvent().then((m) => m.EventCheckinPage)),
    page(paths.eventProgram(':eventId'), () => publicProgram().then((m) => m.EventProgramPage)),
    page(paths.publicProfile(':shortcode'), () => publicProfile().then((m) => m.PublicProfilePage)),
    page(paths.privacy, privacyRoutes.page),
    page(paths.imprint, authRoutes.imprint),
  ],
});
