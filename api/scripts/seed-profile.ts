// Profile demo data for `npm run up`: the council profile of the SV Goethe-Gymnasium (a public group, so
// its page /p/sv-goethe works without login) with contact data and an avatar and a background image drawn
// here and stored exactly as an upload would be (resized by the same code). Found by the group: a second
// run changes nothing. News and projects are seeded by seedProfileObjects (below, separately).
import sharp from 'sharp';
import type { EntityManager } from 'typeorm';
import { ContentStatus, ProfileObjectKind } from '#shared/profile-objects';
import type { Tenant } from '../src/core/identity/tenant.entity';
import type { User } from '../src/core/identity/user.entity';
import type { ObjectStorage } from '../src/infrastructure/storage/object-storage';
import { ImageService } from '../src/modules/files/image.service';
import { ProfileObject } from '../src/modules/profile/entities/profile-object.entity';
import { Profile } from '../src/modules/profile/entities/profile.entity';
import { resizeProfileImage } from '../src/modules/profile/profile-image';
import { profileObjectOwner } from '../src/modules/profile/profile-object.service';
import { profileOwner } from '../src/modules/profile/profile.service';
import { seedMaterialService } from './seed-materials';

const PROFILE_SHORTCODE = 'sv-goethe';
const PROFILE_EDITOR = 'emma.schulsprecherin@plenum.test';

const DEMO_PROFILE = {
  description:
    '<p>Wir sind die <strong>Schülervertretung des Goethe-Gymnasiums</strong>: Klassensprecher*innen, Vorstand und ' +
    'Schulsprecherin setzen sich für die Anliegen aller Schülerinnen und Schüler ein.</p>' +
    '<ul><li>Sitzungen jeden zweiten Donnerstag in Raum 104</li><li>Schulfest, Unterstufenparty und Projekttage</li></ul>',
  contactPerson: 'Emma Schulz (Schulsprecherin)',
  contactEmail: 'sv@goethe-gymnasium.example',
  contactPhone: '+49 69 212 34567',
  contactWebsite: 'https://sv.goethe-gymnasium.example',
  publicPerson: 'Jonas Becker',
};

/** A round badge in the school's colours (no text: the seed must not depend on installed fonts). */
const AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
  <rect width="512" height="512" fill="#0b3d91"/>
  <circle cx="256" cy="256" r="200" fill="#f5b700"/>
  <circle cx="256" cy="256" r="120" fill="#ffffff"/>
  <path d="M176 300 L256 160 L336 300 Z" fill="#0b3d91"/>
</svg>`;

/** A wide banner: sky, hills and the school's roof line. */
const BACKGROUND_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="720">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb8f0"/><stop offset="1" stop-color="#dff0ff"/></linearGradient></defs>
  <rect width="2400" height="720" fill="url(#sky)"/>
  <ellipse cx="600" cy="760" rx="900" ry="260" fill="#5aa05a"/>
  <ellipse cx="1900" cy="780" rx="1000" ry="280" fill="#4a8f4a"/>
  <rect x="950" y="360" width="500" height="260" fill="#c96f4a"/>
  <path d="M920 370 L1200 220 L1480 370 Z" fill="#8c3b2a"/>
  <rect x="1160" y="500" width="80" height="120" fill="#5a2b1f"/>
</svg>`;

async function drawn(svg: string, format: 'png' | 'jpeg', field: 'avatarImage' | 'backgroundImage', name: string) {
  const buffer = await sharp(Buffer.from(svg)).toFormat(format).toBuffer();
  const mimeType = format === 'png' ? 'image/png' : 'image/jpeg';
  return resizeProfileImage(new ImageService(), { field, name, size: buffer.length, mimeType, buffer }, field);
}

/** Inside the seed's transaction (TransactionRunner.run: stored images of a rolled-back run are removed again). */
export async function seedProfile(
  m: EntityManager,
  tenants: Map<string, Tenant>,
  users: Map<string, User>,
  storage: ObjectStorage,
  onCreate: () => void,
): Promise<void> {
  const tenant = tenants.get(PROFILE_SHORTCODE);
  if (!tenant || (await m.findOneBy(Profile, { tenantId: tenant._id }))) return;
  onCreate();
  const materials = seedMaterialService(m, storage);
  const editorId = users.get(PROFILE_EDITOR)?._id ?? null;
  const avatar = await drawn(AVATAR_SVG, 'png', 'avatarImage', 'SV-Logo.png');
  const background = await drawn(BACKGROUND_SVG, 'jpeg', 'backgroundImage', 'Schulgebäude.jpg');
  const [avatarMaterial, backgroundMaterial] = await materials.add(m, profileOwner(tenant._id), editorId, [
    avatar.upload,
    background.upload,
  ]);
  await m.save(
    Profile,
    m.create(Profile, {
      tenantId: tenant._id,
      ...DEMO_PROFILE,
      avatarImageId: avatarMaterial._id,
      backgroundImageId: backgroundMaterial._id,
      backgroundWidth: background.width,
      backgroundHeight: background.height,
    }),
  );
}

// ---- News and profile projects (seedProfileObjects) ----

interface DemoObject {
  kind: ProfileObjectKind;
  title: string;
  content: string;
  status: ContentStatus;
  by: string;
  /** Published this many days before the run. */
  daysAgo?: number;
  /** A drawn picture, stored like an uploaded `image`. */
  picture?: string;
}

/** A bench under a tree on the school yard. */
const BENCH_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
  <rect width="1200" height="800" fill="#bfe3ff"/>
  <rect y="520" width="1200" height="280" fill="#9a9a9a"/>
  <rect x="820" y="200" width="60" height="340" fill="#6b4226"/>
  <circle cx="850" cy="200" r="170" fill="#3f8f3f"/>
  <rect x="300" y="470" width="420" height="30" fill="#8b5a2b"/>
  <rect x="300" y="420" width="420" height="24" fill="#8b5a2b"/>
  <rect x="330" y="500" width="24" height="80" fill="#444"/>
  <rect x="666" y="500" width="24" height="80" fill="#444"/>
</svg>`;

/** Cups and a counter for the student café. */
const CAFE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
  <rect width="1200" height="800" fill="#fff3e0"/>
  <rect x="150" y="480" width="900" height="200" fill="#a0522d"/>
  <rect x="320" y="340" width="120" height="140" rx="12" fill="#ffffff" stroke="#5d4037" stroke-width="10"/>
  <rect x="720" y="340" width="120" height="140" rx="12" fill="#ffffff" stroke="#5d4037" stroke-width="10"/>
  <circle cx="600" cy="220" r="90" fill="#f5b700"/>
</svg>`;

const DEMO_OBJECTS: DemoObject[] = [
  {
    kind: ProfileObjectKind.NEWS,
    title: 'Neue Bänke für den Schulhof',
    content:
      '<p>Ab Montag stehen <strong>vier neue Bänke</strong> unter der großen Linde. Danke an den Förderverein ' +
      'und alle, die bei der Umfrage mitgemacht haben!</p>',
    status: ContentStatus.PUBLISHED,
    by: 'emma.schulsprecherin@plenum.test',
    daysAgo: 3,
    picture: BENCH_SVG,
  },
  {
    kind: ProfileObjectKind.NEWS,
    title: 'Rückblick: Unterstufenparty',
    content: '<p>Über 200 Gäste, Musik von der Schulband und ein Kuchenbuffet: <em>danke an alle Helferinnen und Helfer!</em></p>',
    status: ContentStatus.PUBLISHED,
    by: 'jonas.vorstand@plenum.test',
    daysAgo: 12,
  },
  {
    kind: ProfileObjectKind.NEWS,
    title: 'Sponsorenlauf im Frühjahr',
    content: '<p>Wir planen einen Sponsorenlauf für neue Spielgeräte. Wer hilft bei der Organisation?</p>',
    status: ContentStatus.EXAMINATION,
    by: 'mia.mitglied@plenum.test',
  },
  {
    kind: ProfileObjectKind.NEWS,
    title: 'Ideen für die Projektwoche',
    content: '<p>Erste Sammlung: Theater, Robotik, Schulgarten.</p>',
    status: ContentStatus.DRAFT,
    by: 'paul.klassensprecher@plenum.test',
  },
  {
    kind: ProfileObjectKind.PROJECT,
    title: 'Schülercafé in der Pausenhalle',
    content:
      '<p>Jeden Dienstag und Donnerstag verkauft die SV in der großen Pause Getränke und Snacks. ' +
      'Der Erlös geht in den Topf für Klassenfahrten.</p><ul><li>Fair gehandelter Kakao</li><li>Belegte Brötchen</li></ul>',
    status: ContentStatus.PUBLISHED,
    by: 'emma.schulsprecherin@plenum.test',
    daysAgo: 30,
    picture: CAFE_SVG,
  },
  {
    kind: ProfileObjectKind.PROJECT,
    title: 'Nachhilfebörse',
    content: '<p>Ältere helfen Jüngeren: Wer Nachhilfe sucht oder gibt, meldet sich bei der SV in Raum 104.</p>',
    status: ContentStatus.PUBLISHED,
    by: 'jonas.vorstand@plenum.test',
    daysAgo: 45,
  },
];

/**
 * The Goethe-Gymnasium's news and projects: published ones for the public page, one news item waiting for
 * examination (the profile screen's queue) and one draft. Found by (group, kind, title): a second run adds nothing.
 */
export async function seedProfileObjects(
  m: EntityManager,
  tenants: Map<string, Tenant>,
  users: Map<string, User>,
  storage: ObjectStorage,
  onCreate: () => void,
): Promise<void> {
  const tenant = tenants.get(PROFILE_SHORTCODE);
  if (!tenant) return;
  const materials = seedMaterialService(m, storage);
  for (const o of DEMO_OBJECTS) {
    if (await m.findOneBy(ProfileObject, { tenantId: tenant._id, kind: o.kind, title: o.title })) continue;
    onCreate();
    const authorId = users.get(o.by)?._id ?? null;
    const publishedAt = o.daysAgo === undefined ? null : new Date(Date.now() - o.daysAgo * 86_400_000);
    const object = await m.save(
      ProfileObject,
      m.create(ProfileObject, {
        tenantId: tenant._id,
        kind: o.kind,
        authorId,
        title: o.title,
        content: o.content,
        status: o.status,
        publishedAt,
      }),
    );
    if (!o.picture) continue;
    // Stored as the image route stores an upload: resized by the same code.
    const picture = await drawn(o.picture, 'jpeg', 'backgroundImage', `${o.title}.jpg`);
    const [image] = await materials.add(m, profileObjectOwner(tenant._id, o.kind, object._id), authorId, [
      { ...picture.upload, field: 'image' },
    ]);
    await m.update(ProfileObject, { _id: object._id }, { imageId: image._id });
  }
}
