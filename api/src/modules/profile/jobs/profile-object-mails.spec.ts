import { ProfileObjectKind } from '#shared/profile-objects';
import { examinationMail } from './profile-object-mails';

describe('examination mail', () => {
  it('names the group, the kind and the title, with a link to the profile screen, escaping what people wrote', () => {
    const mail = examinationMail({
      firstName: 'Emma',
      groupName: 'SV <Goethe>',
      kind: ProfileObjectKind.PROJECT,
      title: 'Café <script>alert(1)</script>',
      url: 'http://localhost:3000/sv/profile/projects',
    });
    expect(mail.subject).toBe('Zur Prüfung: „Café <script>alert(1)</script>“');
    expect(mail.text).toContain('im Profil von SV <Goethe> wartet ein Projekt auf deine Prüfung');
    expect(mail.text).toContain('http://localhost:3000/sv/profile/projects');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
