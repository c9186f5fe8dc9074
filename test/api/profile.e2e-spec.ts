// The group's profile through GET/PUT /profile/tenant/{tenantId} and PUT .../background: text fields and
// their rules, images checked by content and resized, who may change it, and other groups' probes.
import { NetworkLevel, SsrLevel, SvLevel, TenantType } from '#shared/levels';
import { NAME_MESSAGES } from '#shared/names';
import { PROFILE_AVATAR_SIZE_PX, PROFILE_BACKGROUND_WIDTH_PX, PROFILE_MESSAGES as PM } from '#shared/profile';
import { MESSAGES } from '#shared/validation';
import { pdf, SVG_WITH_SCRIPT } from '../fixtures/files/sample-files';
import { dimensionsOf, download, picture, PROFILE_TEXT, profileForm, profileGroup, ProfileGroup, profileState } from '../fixtures/profile';
import { EXE } from '../helpers/calendar';
import { expectApiError, FORBIDDEN, UNAUTHENTICATED, validationError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

describe('profile: the group profile', () => {
  const t = useTestApp();
  let g: ProfileGroup;
  beforeAll(async () => {
    g = await profileGroup(t);
  });
  const admin = () => g.as(SvLevel.SV_ADMIN);

  it('answers an empty profile to every member, guests included, until it is first saved', async () => {
    const fresh = await profileGroup(t);
    for (const level of [SvLevel.GUEST, SvLevel.SV_MEMBER, SvLevel.SV_ADMIN]) {
      const res = await fresh.as(level).get(fresh.url);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        _id: fresh.tenant._id,
        tenantId: fresh.tenant._id,
        description: '',
        contactPerson: '',
        contactEmail: '',
        contactPhone: '',
        contactWebsite: '',
        publicPerson: '',
        avatarImage: null,
        backgroundImage: null,
        isPublic: false,
        shortcode: fresh.tenant.shortcode,
        createdAt: null,
        updatedAt: null,
      });
    }
  });

  it('saves text and both images; the avatar is cropped square, the background scaled to the page width', async () => {
    const res = await profileForm(admin().put(g.url), PROFILE_TEXT, [
      { field: 'avatarImage', body: await picture(900, 500, 'png'), name: 'Logo.png' },
      { field: 'backgroundImage', body: await picture(3200, 1000, 'jpeg'), name: 'Schulhof.jpeg' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...PROFILE_TEXT, contactEmail: 'sv@goethe-gymnasium.de', isPublic: false });
    expect(res.body.avatarImage).toMatchObject({ mimeType: 'image/png', width: PROFILE_AVATAR_SIZE_PX, height: PROFILE_AVATAR_SIZE_PX });
    expect(res.body.backgroundImage).toMatchObject({ mimeType: 'image/jpeg', width: PROFILE_BACKGROUND_WIDTH_PX, height: 500 });
    expect(res.body.avatarImage.url).toBe(`/api/files/${res.body.avatarImage._id}`);
    expect(Date.parse(res.body.updatedAt)).not.toBeNaN();

    // Every member loads the stored (resized) files; a member of another group does not.
    const avatar = await download(g.as(SvLevel.GUEST).get(res.body.avatarImage.url));
    expect(avatar.status).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');
    expect(await dimensionsOf(avatar.body)).toEqual({ format: 'png', width: PROFILE_AVATAR_SIZE_PX, height: PROFILE_AVATAR_SIZE_PX });
    const background = await download(g.as(SvLevel.SV_MEMBER).get(res.body.backgroundImage.url));
    expect(await dimensionsOf(background.body)).toEqual({ format: 'jpeg', width: PROFILE_BACKGROUND_WIDTH_PX, height: 500 });
    const stranger = await t.memberSession({ level: SvLevel.SV_ADMIN });
    expect((await stranger.client.get(res.body.avatarImage.url)).status).toBe(404);

    expect((await g.as(SvLevel.CLASS_SPEAKER).get(g.url)).body).toEqual(res.body);
  });

  it('changes only the fields sent, clears a field sent empty and keeps the images', async () => {
    const before = (await admin().get(g.url)).body;
    const res = await profileForm(admin().put(g.url), { contactPhone: '', publicPerson: 'Mia Krüger' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...before, contactPhone: '', publicPerson: 'Mia Krüger', updatedAt: expect.any(String) });
    // JSON without files works as well.
    const json = await admin().put(g.url).send({ contactPhone: '(069) 1234/56' });
    expect(json.status).toBe(200);
    expect(json.body.contactPhone).toBe('(069) 1234/56');
    expect(json.body.avatarImage).toEqual(before.avatarImage);
  });

  it('replaces an image and deletes the old file; removeAvatarImage drops it', async () => {
    const before = (await admin().get(g.url)).body;
    const replaced = await profileForm(admin().put(g.url), {}, [
      { field: 'avatarImage', body: await picture(100, 100, 'webp'), name: 'klein.webp' },
    ]);
    expect(replaced.status).toBe(200);
    expect(replaced.body.avatarImage).toMatchObject({ mimeType: 'image/webp', width: PROFILE_AVATAR_SIZE_PX });
    expect(replaced.body.avatarImage._id).not.toBe(before.avatarImage._id);
    expect(replaced.body.backgroundImage).toEqual(before.backgroundImage);
    expect((await admin().get(before.avatarImage.url)).status).toBe(404);

    const removed = await profileForm(admin().put(g.url), { removeAvatarImage: 'true' });
    expect(removed.body.avatarImage).toBeNull();
    expect(removed.body.backgroundImage).toEqual(before.backgroundImage);
    expect((await admin().get(replaced.body.avatarImage.url)).status).toBe(404);
    const materials = await t.dataSource.query(`SELECT id FROM material WHERE tenant_id = $1 AND owner_kind = 'PROFILE'`, [g.tenant._id]);
    expect(materials).toEqual([{ id: before.backgroundImage._id }]);
  });

  it('replaces the background alone through PUT .../background and wants a file there', async () => {
    const before = (await admin().get(g.url)).body;
    const res = await profileForm(admin().put(`${g.url}/background`), {}, [
      { field: 'backgroundImage', body: await picture(1200, 300, 'png'), name: 'Aula.png' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.backgroundImage).toMatchObject({ mimeType: 'image/png', width: 1200, height: 300 });
    expect((await admin().get(before.backgroundImage.url)).status).toBe(404);
    expectApiError(await admin().put(`${g.url}/background`), validationError('backgroundImage', 'Bitte wähle ein Hintergrundbild aus.'));
    const avatarThere = await profileForm(admin().put(`${g.url}/background`), {}, [
      { field: 'avatarImage', body: await picture(10, 10), name: 'a.png' },
    ]);
    expectApiError(avatarThere, { statusCode: 400, code: 'UPLOAD_FIELD_UNKNOWN' });
  });

  it('takes a GIF in either image field as the PNG of its first frame (issue 28 §19)', async () => {
    const res = await profileForm(admin().put(g.url), {}, [
      { field: 'avatarImage', body: await picture(300, 300, 'gif'), name: 'animiert.gif' },
      { field: 'backgroundImage', body: await picture(800, 200, 'gif'), name: 'Banner.gif' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.avatarImage).toMatchObject({ mimeType: 'image/png', width: PROFILE_AVATAR_SIZE_PX });
    expect(res.body.backgroundImage).toMatchObject({ mimeType: 'image/png', width: 800, height: 200 });
    const stored = await download(admin().get(res.body.backgroundImage.url));
    expect(await dimensionsOf(stored.body)).toEqual({ format: 'png', width: 800, height: 200 });
  });

  it('refuses a PDF, an SVG and an executable in the image fields with the SPEC 5 sentence, storing nothing', async () => {
    const before = await profileState(t, g.tenant._id);
    const liars = [
      { body: await pdf(), name: 'bild.png' },
      { body: SVG_WITH_SCRIPT, name: 'logo.svg' },
      { body: EXE, name: 'foto.jpg' },
    ];
    for (const file of liars) {
      for (const field of ['avatarImage', 'backgroundImage'] as const) {
        const res = await profileForm(admin().put(g.url), { contactPerson: 'Nicht gespeichert' }, [{ field, ...file }]);
        expectApiError(res, { statusCode: 415, message: MESSAGES.fileInvalid });
      }
      const background = await profileForm(admin().put(`${g.url}/background`), {}, [{ field: 'backgroundImage', ...file }]);
      expectApiError(background, { statusCode: 415, message: MESSAGES.fileInvalid });
    }
    const two = await profileForm(admin().put(g.url), {}, [
      { field: 'avatarImage', body: await picture(10, 10), name: 'a.png' },
      { field: 'avatarImage', body: await picture(10, 10), name: 'b.png' },
    ]);
    expectApiError(two, { statusCode: 400 });
    const huge = await profileForm(admin().put(g.url), {}, [
      { field: 'avatarImage', body: Buffer.alloc(5 * 1024 * 1024 + 1), name: 'gross.png' },
    ]);
    expectApiError(huge, { statusCode: 413, message: MESSAGES.fileInvalid });
    expect(await profileState(t, g.tenant._id)).toEqual(before);
  });

  it('refuses bad text input with 400 and the field named, changing nothing', async () => {
    const before = await profileState(t, g.tenant._id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ contactEmail: 'keine-adresse' }, 'contactEmail', MESSAGES.emailInvalid],
      [{ contactEmail: 'a@b.museumsinsel' }, 'contactEmail', MESSAGES.emailInvalid],
      [{ contactEmail: 42 }, 'contactEmail', MESSAGES.emailInvalid],
      [{ contactPhone: 'ruf mich an' }, 'contactPhone', PM.phoneInvalid],
      [{ contactWebsite: 'javascript:alert(1)' }, 'contactWebsite', PM.websiteInvalid],
      [{ contactWebsite: 'data:text/html,<script>alert(1)</script>' }, 'contactWebsite', PM.websiteInvalid],
      [{ contactWebsite: 'sv.example.de' }, 'contactWebsite', PM.websiteInvalid],
      [{ contactPerson: 'x'.repeat(201) }, 'contactPerson', MESSAGES.tooLong(200)],
      [{ contactPerson: ['Lea'] }, 'contactPerson', MESSAGES.tooLong(200)],
      [{ publicPerson: 'Lea\u202Egnos' }, 'publicPerson', NAME_MESSAGES.invisible],
      [{ description: `<p>${'a'.repeat(20_001)}</p>` }, 'description', MESSAGES.tooLong(20_000)],
      [{ description: { html: '<p>x</p>' } }, 'description', MESSAGES.required],
      [{ removeAvatarImage: 'vielleicht' }, 'removeAvatarImage', 'Bitte gib true oder false an.'],
    ];
    for (const [body, field, message] of cases) {
      expectApiError(await admin().put(g.url).send(body), validationError(field, message));
    }
    expectApiError(await admin().put(g.url).send({ tenantId: g.tenant._id }), { statusCode: 400 });
    expectApiError(await profileForm(admin().put(g.url), { avatarImageId: '00000000-0000-0000-0000-000000000000' }), { statusCode: 400 });
    expectApiError(await profileForm(admin().put(g.url), { contactWebsite: 'x'.repeat(300_000) }), { statusCode: 400 });
    expect(await profileState(t, g.tenant._id)).toEqual(before);
  });

  it('stores HTML in plain-text fields as typed and sanitises the description', async () => {
    const res = await admin()
      .put(g.url)
      .send({
        contactPerson: '<img src=x onerror=alert(1)>',
        description:
          '<p onclick="alert(1)" style="color:red">Hallo<script>alert(1)</script> <a href="javascript:alert(1)">x</a> ' +
          '<img src="data:image/png;base64,AAAA"><img src="https://evil.example/x.png"></p>',
      });
    expect(res.status).toBe(200);
    expect(res.body.contactPerson).toBe('<img src=x onerror=alert(1)>');
    expect(res.body.description).toContain('Hallo');
    for (const bad of ['<script', 'onclick', 'style=', 'javascript:', 'data:', 'evil.example', 'onerror']) {
      expect(res.body.description).not.toContain(bad);
    }
  });

  it('lets only profile:update change it: the admin of each type, nobody below', async () => {
    for (const level of [SvLevel.GUEST, SvLevel.CLASS_SPEAKER, SvLevel.SV_MEMBER, SvLevel.SV_BOARD, SvLevel.SV_TEACHER]) {
      expectApiError(await g.as(level).put(g.url).send({ contactPerson: 'Ich' }), FORBIDDEN);
      const file = [{ field: 'backgroundImage' as const, body: await picture(10, 10), name: 'x.png' }];
      expectApiError(await profileForm(g.as(level).put(`${g.url}/background`), {}, file), FORBIDDEN);
    }
    for (const [type, adminLevel, below] of [
      [TenantType.SSR, SsrLevel.SSR_ADMIN, [SsrLevel.GUEST, SsrLevel.SSR_MEMBER, SsrLevel.SSR_BOARD]],
      [TenantType.NETWORK, NetworkLevel.NETWORK_ADMIN, [NetworkLevel.GUEST, NetworkLevel.NETWORK_MEMBER]],
    ] as const) {
      const other = await profileGroup(t, type);
      expect((await other.as(adminLevel).put(other.url).send({ publicPerson: 'Presse' })).status).toBe(200);
      for (const level of below) {
        expect((await other.as(level).get(other.url)).body.publicPerson).toBe('Presse');
        expectApiError(await other.as(level).put(other.url).send({ publicPerson: 'Ich' }), FORBIDDEN);
      }
    }
  });

  it('hides the profile from another group’s member and from anonymous callers', async () => {
    const stranger = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const before = await profileState(t, g.tenant._id);
    expectApiError(await stranger.client.get(g.url), { statusCode: 404 });
    expectApiError(await stranger.client.put(g.url).send({ contactPerson: 'Fremd' }), { statusCode: 404 });
    const file = [{ field: 'backgroundImage' as const, body: await picture(10, 10), name: 'x.png' }];
    expectApiError(await profileForm(stranger.client.put(`${g.url}/background`), {}, file), { statusCode: 404 });
    expectApiError(await stranger.client.get('/api/profile/tenant/not-a-uuid'), { statusCode: 404 });
    expectApiError(await admin().put('/api/profile/tenant/not-a-uuid').send({}), { statusCode: 404 });
    expectApiError(await t.client().get(g.url), UNAUTHENTICATED);
    expectApiError(await t.client().put(g.url).send({ contactPerson: 'Anonym' }), { statusCode: 401 });
    expect(await profileState(t, g.tenant._id)).toEqual(before);
  });

  it('lets a logged-in non-member load the images only while the group is public', async () => {
    const pub = await profileGroup(t, TenantType.SV, { isPublic: true });
    const saved = await profileForm(pub.as(SvLevel.SV_ADMIN).put(pub.url), {}, [
      { field: 'avatarImage', body: await picture(50, 50), name: 'a.png' },
    ]);
    expect(saved.body.isPublic).toBe(true);
    const stranger = await t.memberSession({ level: SvLevel.GUEST });
    expect((await stranger.client.get(saved.body.avatarImage.url)).status).toBe(200);
    await t.dataSource.query(`UPDATE tenant SET is_public = false WHERE id = $1`, [pub.tenant._id]);
    expect((await stranger.client.get(saved.body.avatarImage.url)).status).toBe(404);
  });
  it('documents its routes in the OpenAPI JSON', async () => {
    const paths = (await t.client().get('/api/docs-json')).body.paths as Record<string, Record<string, { responses: object }>>;
    for (const [method, path] of [
      ['get', '/api/profile/tenant/{tenantId}'],
      ['put', '/api/profile/tenant/{tenantId}'],
      ['put', '/api/profile/tenant/{tenantId}/background'],
      ['get', '/api/profile/public/{shortcode}'],
      ['get', '/api/profile/public/{shortcode}/news'],
      ['get', '/api/profile/public/{shortcode}/project'],
      ['get', '/api/profile/public/{shortcode}/image/{imageId}'],
    ]) {
      expect({ route: `${method} ${path}`, documented: !!paths[path]?.[method]?.responses }).toEqual({
        route: `${method} ${path}`,
        documented: true,
      });
    }
  });
});
