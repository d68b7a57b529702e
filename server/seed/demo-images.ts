// Pictures for the demo: an avatar for every demo person, a cover for every demo host's event, a
// banner and an icon for the demo communities and a thumbnail for the hackathon teams' projects. Each is drawn
// as SVG, its colours and shapes taken from a hash of whose it is, and goes through the one image
// pipeline (image-store.ts) as an upload would: `npm start` shows the site as people fill it.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray, isNull, like, or } from 'drizzle-orm';
import sharp from 'sharp';
import { communities, communityMembers, eventHosts, events, hackathonProjects, users } from '../platform/db/schema/index.ts';
import type { FileStore } from '../platform/files/file-store.ts';
import { storeImage, type ImageKind } from '../platform/files/image-store.ts';
import type { DemoSeeder } from './demo.ts';
import { demoUsers } from './demo-users.ts';

const palettes = [
  ['#ff7a59', '#6b4eff'],
  ['#00b4d8', '#1d3557'],
  ['#f72585', '#7209b7'],
  ['#2ec4b6', '#3a86ff'],
  ['#ffbe0b', '#fb5607'],
  ['#8338ec', '#3a0ca3'],
  ['#06d6a0', '#118ab2'],
  ['#ef476f', '#ffd166'],
];

/** Two colours and a few circles, the same for the same `seed`. */
export function demoPicture(seed: string, width: number, height: number): string {
  const bytes = createHash('sha256').update(seed).digest();
  const [from, to] = palettes[bytes[0] % palettes.length];
  const circles = [1, 4, 7].map((at, i) => {
    const r = Math.round(Math.min(width, height) * (0.18 + (bytes[at + 2] / 255) * 0.3));
    const cx = Math.round((bytes[at] / 255) * width);
    const cy = Math.round((bytes[at + 1] / 255) * height);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i === 1 ? '#000' : '#fff'}" fill-opacity="${i === 1 ? 0.12 : 0.2}"/>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${circles.join('')}</svg>`
  );
}

/** Stored as an uploaded PNG of that picture would be; answers its URL. */
async function storePicture(files: FileStore, kind: ImageKind, seed: string, width: number, height: number) {
  const png = await sharp(Buffer.from(demoPicture(seed, width, height)))
    .png()
    .toBuffer();
  const { url } = await storeImage({ files }, kind, { stream: Readable.from([png]), isTruncated: () => false });
  return url;
}

// The demo's hosts and members have moim.example addresses; its guests, guest.example ones.
const isDemoHost = like(users.email, '%@moim.example');
const isDemoAddress = or(isDemoHost, like(users.email, '%@guest.example'));

export const demoImagesSeeder: DemoSeeder = {
  name: 'images',
  // The pictures belong to the seeded rows as if they had been there from the start: their updatedAt
  // (a project's, which its frozen deadline compares) stays as the other seeders set it.
  async seed(db, _clock, files) {
    // Drawn once, after the demo people: the demo host's avatar says they were.
    const [host] = await db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.email, demoUsers[0].email));
    if (!host || host.avatarUrl !== null) return false;

    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(isDemoAddress, isNull(users.avatarUrl)));
    for (const person of people) {
      const avatarUrl = await storePicture(files, 'avatars', person.email, 512, 512);
      await db.update(users).set({ avatarUrl }).where(eq(users.id, person.id));
    }

    const hosted = await db
      .selectDistinct({ id: events.id, handle: events.handle, coverImageUrl: events.coverImageUrl })
      .from(events)
      .innerJoin(eventHosts, eq(eventHosts.eventId, events.id))
      .innerJoin(users, eq(users.id, eventHosts.userId))
      .where(isDemoHost);
    for (const event of hosted.filter((e) => e.coverImageUrl === null)) {
      const coverImageUrl = await storePicture(files, 'cover', event.handle, 1200, 1200);
      await db.update(events).set({ coverImageUrl }).where(eq(events.id, event.id));
    }

    const owned = await db
      .selectDistinct({ id: communities.id, handle: communities.handle })
      .from(communities)
      .innerJoin(communityMembers, eq(communityMembers.communityId, communities.id))
      .innerJoin(users, eq(users.id, communityMembers.userId))
      .where(and(isNull(communities.bannerUrl), eq(communityMembers.role, 'OWNER'), isDemoHost));
    for (const community of owned) {
      const bannerUrl = await storePicture(files, 'community-banner', community.handle, 2400, 1200);
      const faviconUrl = await storePicture(files, 'community-favicon', `${community.handle} icon`, 128, 128);
      await db.update(communities).set({ bannerUrl, faviconUrl }).where(eq(communities.id, community.id));
    }

    const projects = await db
      .select({ id: hackathonProjects.id })
      .from(hackathonProjects)
      .where(
        and(
          isNull(hackathonProjects.thumbnailUrl),
          inArray(
            hackathonProjects.eventId,
            hosted.map((event) => event.id),
          ),
        ),
      );
    for (const project of projects) {
      const thumbnailUrl = await storePicture(files, 'project-thumbnail', project.id, 960, 540);
      await db.update(hackathonProjects).set({ thumbnailUrl }).where(eq(hackathonProjects.id, project.id));
    }
    return true;
  },
};
