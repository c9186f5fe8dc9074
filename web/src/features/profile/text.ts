// German strings of the profile screens.
export const PROFILE_TEXT = {
  profile: 'Öffentliches Profil',
  profileNews: 'Neuigkeiten',
  profileProjects: 'Projekte im Profil',
} as const;
