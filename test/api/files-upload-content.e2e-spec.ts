// What the upload pipe makes of a file's content and name (issue 24 §9, §14, §15): text is checked whole,
// the stored name carries an ending of the sniffed type, scripts and pages are refused by their ending, an
// image announcing more than 40 megapixels is refused from its header (everywhere: materials, image fields,
// chat), and JPEG, PNG and WebP are stored re-encoded, without EXIF, GPS, XMP or IPTC.
import sharp from 'sharp';
import { FILE_MESSAGES } from '#shared/files';
import { SvLevel } from '#shared/levels';
import { CREATE_TEST_OWNER_TABLE, MaterialTestModule, TEST_OWNER_TABLE } from '../fixtures/files/material-test.module';
import { PLAIN_TEXT, png, pngClaiming } from '../fixtures/files/sample-files';
import { makeUploadDirs } from '../fixtures/files/upload-dirs';
import { chatGroup, chatMultipart, chatState } from '../helpers/chat';
import { binary } from '../helpers/downloads';
import { apiError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

const REFUSED = apiError(415, 'FILE_TYPE_REFUSED', FILE_MESSAGES.fileInvalid);
const EXTENSION_REFUSED = apiError(415, 'FILE_EXTENSION_REFUSED', FILE_MESSAGES.extensionRefused);
const TOO_MANY_PIXELS = apiError(413, 'IMAGE_TOO_MANY_PIXELS', FILE_MESSAGES.imageTooManyPixels);

/** A kilobyte and more of harmless text, then a page: what passed as text when only the start was read. */
const PADDED_PAGE = Buffer.from(
  `${'Protokoll der Sitzung. '.repeat(60)}\n<html><body><script>fetch("/api/auth/me")</script></body></html>`,
);
const BATCH_FILE = Buffer.from('@echo off\r\nrem Aufräumen\r\ndel /q /s %USERPROFILE%\\Documents\r\n');

/** A phone photo: a JPEG with camera make, model and the GPS position where it was taken. */
function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Kamera 12', Artist: 'Lea Sommer' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 0/1' },
    })
    .toBuffer();
}

describe('files: what the pipe makes of content and names', () => {
  const dirs = makeUploadDirs();
  afterAll(() => dirs.cleanup());
  const t = useTestApp({ workers: false, imports: [MaterialTestModule], env: { UPLOAD_DIR: dirs.uploads } });
  beforeAll(() => t.dataSource.query(CREATE_TEST_OWNER_TABLE));

  async function nothingStored(tenantId: string, storedBefore: number) {
    const [row] = await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM material WHERE tenant_id = $1) AS materials,
              (SELECT count(*)::int FROM ${TEST_OWNER_TABLE} WHERE tenant_id = $1) AS owners`,
      [tenantId],
    );
    expect({ ...row, stored: dirs.stored().length }).toEqual({ materials: 0, owners: 0, stored: storedBefore });
  }

  it('reads the whole text: a page whose markup starts after the first kilobyte is refused, whatever its name', async () => {
    const s = await t.memberSession({ level: SvLevel.SV_MEMBER });
    const before = dirs.stored().length;
    for (const name of ['rechnung.txt', 'rechnung.html', 'rechnung.hta']) {
      const res = await s.client.post(`/api/test-files/tenant/${s.tenant._id}/owner`).attach('newUploads', PADDED_PAGE, name);
      expect({ name, status: res.status, body: res.body }).toEqual({ name, status: 415, body: REFUSED });
    }
    await nothingStored(s.tenant._id, before);
  });

  it('refuses scripts and pages by their ending with a German message, even when the content is plain text', async () => {
    const s = await t.memberSession({ level: SvLevel.SV_MEMBER });
    const before = dirs.stored().length;
    const url = `/api/test-files/tenant/${s.tenant._id}/owner`;
    for (const [body, name] of [
      [BATCH_FILE, 'aufraeumen.bat'],
      [BATCH_FILE, 'aufraeumen.BAT. '],
      [PLAIN_TEXT, 'notizen.cmd'],
      [PLAIN_TEXT, 'notizen.vbs'],
      [PLAIN_TEXT, 'notizen.ps1'],
      [PLAIN_TEXT, 'notizen.js'],
      [PLAIN_TEXT, 'notizen.html'],
      [PLAIN_TEXT, 'notizen.htm'],
      [PLAIN_TEXT, 'notizen.hta'],
      [PLAIN_TEXT, 'notizen.sh'],
      [png(), 'logo.svg'],
      [png(), 'setup.exe'],
    ] as const) {
      const res = await s.client.post(url).attach('newUploads', png(), 'gut.png').attach('newUploads', body, name);
      expect({ name, status: res.status, body: res.body }).toEqual({ name, status: 415, body: EXTENSION_REFUSED });
    }
    await nothingStored(s.tenant._id, before);
  });

  it('stores a file under an ending of the type its content shows: text as .txt, a PNG as .png', async () => {
    const s = await t.memberSession({ level: SvLevel.SV_MEMBER });
    const res = await s.client
      .post(`/api/test-files/tenant/${s.tenant._id}/owner`)
      .attach('newUploads', PLAIN_TEXT, 'notizen.md')
      .attach('newUploads', PLAIN_TEXT, 'kontakte.vcf')
      .attach('newUploads', PLAIN_TEXT, 'Tagesordnung')
      .attach('newUploads', PLAIN_TEXT, 'notizen.txt')
      .attach('newUploads', png(), 'bild.gif')
      .attach('newUploads', png(), 'bild.png');
    expect(res.status).toBe(201);
    expect(res.body.materials.map((m: { name: string; mimeType: string }) => [m.name, m.mimeType])).toEqual([
      ['notizen.txt', 'text/plain'],
      ['kontakte.txt', 'text/plain'],
      ['Tagesordnung.txt', 'text/plain'],
      ['notizen.txt', 'text/plain'],
      ['bild.png', 'image/png'],
      ['bild.png', 'image/png'],
    ]);
    const download = await s.client.get(`/api/files/${res.body.materials[0]._id}`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="notizen.txt"/);
  });

  it('refuses an image announcing more than 40 megapixels from its header, before decoding, in every upload', async () => {
    const s = await t.memberSession({ level: SvLevel.SV_MEMBER });
    const before = dirs.stored().length;
    const bomb = pngClaiming(50_000, 50_000);
    // Just above the limit: 6,325 x 6,325 = 40,005,625 pixels.
    const justAbove = pngClaiming(6325, 6325);
    const started = Date.now();
    const owner = await s.client.post(`/api/test-files/tenant/${s.tenant._id}/owner`).attach('newUploads', bomb, 'karte.png');
    expect({ status: owner.status, body: owner.body }).toEqual({ status: 413, body: TOO_MANY_PIXELS });
    const image = await s.client.post(`/api/test-files/tenant/${s.tenant._id}/image`).attach('image', justAbove, 'karte.png');
    expect({ status: image.status, body: image.body }).toEqual({ status: 413, body: TOO_MANY_PIXELS });
    const chatField = await s.client.post(`/api/test-files/tenant/${s.tenant._id}/chat`).attach('files', bomb, 'karte.png');
    expect({ status: chatField.status, body: chatField.body }).toEqual({ status: 413, body: TOO_MANY_PIXELS });
    expect(Date.now() - started).toBeLessThan(5000);
    await nothingStored(s.tenant._id, before);

    // The product's own routes: the group chat and the profile's images.
    const group = await chatGroup(t);
    const chatBefore = await chatState(t);
    const chat = await chatMultipart(group.member.client.post(group.url), 'Die Karte', [{ name: 'karte.png', body: bomb }]);
    expect({ status: chat.status, body: chat.body }).toEqual({ status: 413, body: TOO_MANY_PIXELS });
    expect(await chatState(t)).toEqual(chatBefore);
    const profile = await group.admin.client.put(`/api/profile/tenant/${group.tenant._id}`).attach('avatarImage', bomb, 'logo.png');
    expect({ status: profile.status, body: profile.body }).toEqual({ status: 413, body: TOO_MANY_PIXELS });
  });

  it('stores a phone photo re-encoded, without its EXIF and GPS data, and PNGs without their text chunks', async () => {
    const s = await t.memberSession({ level: SvLevel.SV_MEMBER });
    const photo = await photoWithGps();
    const original = await sharp(photo).metadata();
    expect(original.exif).toBeDefined();
    const pngWithXmp = await sharp(png()).withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>').png().toBuffer();
    expect((await sharp(pngWithXmp).metadata()).xmp).toBeDefined();

    const res = await s.client
      .post(`/api/test-files/tenant/${s.tenant._id}/owner`)
      .attach('newUploads', photo, 'Schulhof.jpg')
      .attach('newUploads', pngWithXmp, 'Plakat.png');
    expect(res.status).toBe(201);
    const stored = [];
    for (const material of res.body.materials) {
      const download = await s.client.get(`/api/files/${material._id}`).buffer(true).parse(binary);
      expect(download.body.length).toBe(material.size);
      const meta = await sharp(download.body).metadata();
      stored.push({ name: material.name, format: meta.format, width: meta.width, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc });
    }
    expect(stored).toEqual([
      { name: 'Schulhof.jpg', format: 'jpeg', width: 64, exif: undefined, xmp: undefined, iptc: undefined },
      { name: 'Plakat.png', format: 'png', width: 1, exif: undefined, xmp: undefined, iptc: undefined },
    ]);

    // The same photo sent in a chat loses its position too.
    const group = await chatGroup(t);
    const sent = await chatMultipart(group.member.client.post(group.url), 'Vom Schulfest', [{ name: 'fest.jpg', body: photo }]);
    expect(sent.status).toBe(201);
    const file = await group.other.client.get(`/api/files/${sent.body.files[0]._id}`).buffer(true).parse(binary);
    expect((await sharp(file.body).metadata()).exif).toBeUndefined();
  });
});
