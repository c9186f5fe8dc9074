// The public profile page's routes without login: GET /api/profile/public/{shortcode} (+ /news, /project)
// and the image URLs. Only public groups, only PUBLISHED news and projects, only the avatar, the background
// and published items' images, and nothing about people beyond the profile's own contact fields.
import { SvLevel } from '#shared/levels';
import { PUBLIC_PROFILE_PAGE_SIZE } from '#shared/profile';
import { dimensionsOf, download, picture, PROFILE_TEXT, profileForm, profileGroup, ProfileGroup } from '../fixtures/profile';
import { expectApiError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

const NOT_FOUND = { statusCode: 404, code: 'PROFILE_NOT_FOUND', message: 'Dieses Profil wurde nicht gefunden.' };
const publicUrl = (shortcode: string) => `/api/profile/public/${shortcode}`;

describe('profile: the public page', () => {
  const t = useTestApp();
  let g: ProfileGroup;
  let saved: { avatarImage: { _id: string }; backgroundImage: { _id: string } };
  beforeAll(async () => {
    g = await profileGroup(t, undefined, { isPublic: true });
    const res = await profileForm(g.as(SvLevel.SV_ADMIN).put(g.url), PROFILE_TEXT, [
      { field: 'avatarImage', body: await picture(400, 400, 'png'), name: 'Logo.png' },
      { field: 'backgroundImage', body: await picture(2000, 600, 'jpeg'), name: 'Hof.jpg' },
    ]);
    if (res.status !== 200) throw new Error(`saving the profile failed: ${res.status} ${JSON.stringify(res.body)}`);
    saved = res.body;
  });

  /** A news item or project through the news/projects routes, as the given member. */
  async function post(kind: 'news' | 'project', level: number, fields: Record<string, string>, withImage = true) {
    const req = profileForm(g.as(level).post(`${g.url}/${kind}`), { content: '<p>Inhalt</p>', ...fields });
    if (withImage) req.attach('image', await picture(300, 200, 'png'), 'bild.png');
    const res = await req;
    if (res.status !== 201) throw new Error(`creating ${kind} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { _id: string; image: { _id: string } | null };
  }

  it('shows a public group’s profile to anonymous visitors with images that load without login', async () => {
    const res = await t.client().get(publicUrl(g.tenant.shortcode));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      tenant: { name: g.tenant.name, type: 'SV', shortcode: g.tenant.shortcode },
      ...PROFILE_TEXT,
      contactEmail: 'sv@goethe-gymnasium.de',
      avatarImageUrl: `${publicUrl(g.tenant.shortcode)}/image/${saved.avatarImage._id}`,
      backgroundImageUrl: `${publicUrl(g.tenant.shortcode)}/image/${saved.backgroundImage._id}`,
    });
    const avatar = await download(t.client().get(res.body.avatarImageUrl));
    expect(avatar.status).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');
    expect(await dimensionsOf(avatar.body)).toMatchObject({ format: 'png', width: 256, height: 256 });
    const background = await download(t.client().get(res.body.backgroundImageUrl));
    expect(await dimensionsOf(background.body)).toMatchObject({ format: 'jpeg', width: 1600, height: 480 });
  });

  it('lists only PUBLISHED news and projects, newest first, paged, with their images public and nothing else', async () => {
    const published = await post('news', SvLevel.SV_ADMIN, { title: 'Schulfest war toll', status: 'PUBLISHED' });
    const later = await post('news', SvLevel.SV_ADMIN, { title: 'Neue Bänke', status: 'PUBLISHED' }, false);
    const draft = await post('news', SvLevel.SV_MEMBER, { title: 'Geheimer Entwurf', status: 'DRAFT' });
    const waiting = await post('news', SvLevel.SV_MEMBER, { title: 'Wartet auf Prüfung', status: 'EXAMINATION' });
    const project = await post('project', SvLevel.SV_ADMIN, { title: 'Schulgarten', status: 'PUBLISHED' });
    await post('project', SvLevel.SV_BOARD, { title: 'Projektentwurf', status: 'DRAFT' });

    const res = await t.client().get(publicUrl(g.tenant.shortcode));
    expect(res.body.news).toMatchObject({ total: 2, page: 1, pageSize: PUBLIC_PROFILE_PAGE_SIZE });
    expect(res.body.news.items.map((n: { title: string }) => n.title)).toEqual(['Neue Bänke', 'Schulfest war toll']);
    expect(res.body.news.items[1]).toEqual({
      _id: published._id,
      title: 'Schulfest war toll',
      content: '<p>Inhalt</p>',
      imageUrl: `${publicUrl(g.tenant.shortcode)}/image/${published.image!._id}`,
      publishedAt: expect.any(String),
    });
    expect(res.body.news.items[0].imageUrl).toBeNull();
    expect(res.body.projects.items.map((p: { _id: string }) => p._id)).toEqual([project._id]);

    const image = await download(t.client().get(res.body.news.items[1].imageUrl));
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    // Images of objects that are not published do not load here, whatever the id.
    for (const hidden of [draft, waiting]) {
      expectApiError(await t.client().get(`${publicUrl(g.tenant.shortcode)}/image/${hidden.image!._id}`), { statusCode: 404 });
    }

    const page2 = await t
      .client()
      .get(`${publicUrl(g.tenant.shortcode)}/news`)
      .query({ page: 2, pageSize: 1 });
    expect(page2.body).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ _id: published._id }] });
    const projects = await t.client().get(`${publicUrl(g.tenant.shortcode)}/project`);
    expect(projects.body.items.map((p: { title: string }) => p.title)).toEqual(['Schulgarten']);
    for (const query of [{ page: 0 }, { pageSize: 500 }, { page: 'abc' }, { text: 'suche' }]) {
      expectApiError(
        await t
          .client()
          .get(`${publicUrl(g.tenant.shortcode)}/news`)
          .query(query),
        { statusCode: 400 },
      );
    }
    // Once the object is gone, so is its public image.
    expect((await g.as(SvLevel.SV_ADMIN).delete(`${g.url}/news/${published._id}`)).status).toBe(200);
    expectApiError(await t.client().get(res.body.news.items[1].imageUrl), { statusCode: 404 });
    const after = await t.client().get(publicUrl(g.tenant.shortcode));
    expect(after.body.news.items.map((n: { _id: string }) => n._id)).toEqual([later._id]);
  });

  it('names no member: no author, no status, no user ids or member mail addresses anywhere', async () => {
    const body = JSON.stringify((await t.client().get(publicUrl(g.tenant.shortcode))).body);
    for (const member of Object.values(g.members)) {
      expect(body).not.toContain(member.user._id);
      expect(body).not.toContain(member.user.mail);
    }
    expect(body).not.toContain(g.tenant._id);
    for (const word of ['author', 'status', 'Stufe', 'Geheimer Entwurf', 'Wartet auf Prüfung', 'Projektentwurf']) {
      expect(body).not.toContain(word);
    }
  });

  it('answers 404 for an unknown shortcode, a malformed one and a group that is not public, images included', async () => {
    const closed = await profileGroup(t);
    const closedSaved = await profileForm(closed.as(SvLevel.SV_ADMIN).put(closed.url), PROFILE_TEXT, [
      { field: 'avatarImage', body: await picture(20, 20), name: 'a.png' },
    ]);
    expectApiError(await t.client().get(publicUrl(closed.tenant.shortcode)), NOT_FOUND);
    expectApiError(await t.client().get(`${publicUrl(closed.tenant.shortcode)}/news`), NOT_FOUND);
    expectApiError(await t.client().get(`${publicUrl(closed.tenant.shortcode)}/image/${closedSaved.body.avatarImage._id}`), NOT_FOUND);
    // Logged in as its own admin changes nothing: the public page is public or it is not there.
    expectApiError(await closed.as(SvLevel.SV_ADMIN).get(publicUrl(closed.tenant.shortcode)), NOT_FOUND);
    for (const shortcode of ['unbekannt', 'x'.repeat(21), '..%2F..%2Fetc', '%3Cscript%3E', 'a%20b']) {
      expectApiError(await t.client().get(publicUrl(shortcode)), NOT_FOUND);
    }
    expectApiError(await t.client().get(`${publicUrl(g.tenant.shortcode)}/image/not-a-uuid`), { statusCode: 404 });
  });

  it('serves no other file through the image route: not another group’s avatar, not a replaced one, not a calendar file', async () => {
    const other = await profileGroup(t, undefined, { isPublic: true });
    const otherSaved = await profileForm(other.as(SvLevel.SV_ADMIN).put(other.url), {}, [
      { field: 'avatarImage', body: await picture(20, 20), name: 'a.png' },
    ]);
    const image = (id: string) => `${publicUrl(g.tenant.shortcode)}/image/${id}`;
    expectApiError(await t.client().get(image(otherSaved.body.avatarImage._id)), { statusCode: 404 });
    expect((await t.client().get(`${publicUrl(other.tenant.shortcode)}/image/${otherSaved.body.avatarImage._id}`)).status).toBe(200);

    const calendar = await g
      .as(SvLevel.SV_ADMIN)
      .post(`/api/calendar/tenant/${g.tenant._id}/event`)
      .field('title', 'Sitzung')
      .field('startDate', '2026-12-01T16:00:00+01:00')
      .attach('newUploads', await picture(20, 20), 'intern.png');
    expect(calendar.status).toBe(201);
    expectApiError(await t.client().get(image(calendar.body.materials[0]._id)), { statusCode: 404 });

    const replaced = await profileForm(other.as(SvLevel.SV_ADMIN).put(other.url), {}, [
      { field: 'avatarImage', body: await picture(30, 30), name: 'b.png' },
    ]);
    expect(replaced.status).toBe(200);
    expectApiError(await t.client().get(`${publicUrl(other.tenant.shortcode)}/image/${otherSaved.body.avatarImage._id}`), {
      statusCode: 404,
    });
  });

  it('writes Open Graph tags into the HTML of /p/{shortcode} on the server, escaped (issue 28 §20)', async () => {
    const hostile = `<p>Wir sind "die SV" &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; mehr</p>`;
    const saved = await profileForm(g.as(SvLevel.SV_ADMIN).put(g.url), { ...PROFILE_TEXT, description: hostile });
    expect(saved.status).toBe(200);
    const page = await t.client().get(`/p/${g.tenant.shortcode}`).set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const html = page.text;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(`<meta property="og:title" content="${g.tenant.name}" />`);
    expect(html).toContain(
      '<meta property="og:description" content="Wir sind &quot;die SV&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; mehr" />',
    );
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="http[^"]+/p/${g.tenant.shortcode}" />`));
    expect(html).not.toContain('<script>alert(1)');
    // Another page, an unknown or a private profile: index.html as built, no tags.
    for (const path of ['/p/unbekannt', '/p/<b>', '/auth']) {
      const other = await t.client().get(path).set('Accept', 'text/html');
      expect(other.status).toBe(200);
      expect(other.text).not.toContain('og:title');
    }
    await profileForm(g.as(SvLevel.SV_ADMIN).put(g.url), PROFILE_TEXT).expect(200);
  });

  it('shows an empty profile for a public group that never saved one', async () => {
    const fresh = await profileGroup(t, undefined, { isPublic: true });
    const res = await t.client().get(publicUrl(fresh.tenant.shortcode));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      tenant: { name: fresh.tenant.name, type: 'SV', shortcode: fresh.tenant.shortcode },
      description: '',
      contactPerson: '',
      contactEmail: '',
      contactPhone: '',
      contactWebsite: '',
      publicPerson: '',
      avatarImageUrl: null,
      backgroundImageUrl: null,
      news: { items: [], total: 0, page: 1, pageSize: PUBLIC_PROFILE_PAGE_SIZE },
      projects: { items: [], total: 0, page: 1, pageSize: PUBLIC_PROFILE_PAGE_SIZE },
    });
  });
});
