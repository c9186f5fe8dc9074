// The offices a school reports in its election registration (SPEC 3), for the API and the public form alike.

export const PUPIL_ROLES = [
  'SCHOOL_SPEAKER',
  'DEPUTY_SPEAKER_1',
  'DEPUTY_SPEAKER_2',
  'DELEGATE_1',
  'DELEGATE_2',
  'DEPUTY_DELEGATE_1',
  'DEPUTY_DELEGATE_2',
] as const;
export const ELECTION_ROLES = [...PUPIL_ROLES, 'LIAISON_TEACHER'] as const;
export type PupilRole = (typeof PUPIL_ROLES)[number];
export type ElectionRole = (typeof ELECTION_ROLES)[number];

/** '2026/27' for the school year that starts in August 2026. */
export function formatSchoolYear(start: number): string {
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}
