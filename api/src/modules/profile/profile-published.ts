// How the public page reads published news and projects without depending on their implementation: the
// news/projects side binds its reader (`PublishedProfileObjectReader`, #shared/profile-objects) to this
// token in profile.module.ts, `{ provide: PUBLISHED_PROFILE_OBJECTS, useExisting: ProfileObjectRepository }`.
// While nothing is bound, the public page shows no news and projects and serves no item images.
export const PUBLISHED_PROFILE_OBJECTS = Symbol('PUBLISHED_PROFILE_OBJECTS');
