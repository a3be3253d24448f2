// Pictures for the seeded rows, drawn as small SVG files on the spot: no network, no image
// library. Files go to `${storageDir}/cars|users|locations/` and the rows store the bare
// file names, which the server serves at /cdn/cars/{name} and so on.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LocationScene, SeedCar, SeedLocation, SeedSupplier } from './data.ts';

const FONT = "'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Text and attribute values are interpolated into XML: escape them. */
function xml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// ───────────── File names (stored in the database) ─────────────

export const carImageName = (car: Pick<SeedCar, 'key'>): string => `seed-car-${slug(car.key)}.svg`;
export const supplierLogoName = (supplier: Pick<SeedSupplier, 'key'>): string =>
  `seed-supplier-${slug(supplier.key)}.svg`;
export const locationImageName = (location: Pick<SeedLocation, 'key'>): string =>
  `seed-location-${slug(location.key)}.svg`;

// ───────────── Cars: 300x200 ─────────────

/** Black or white, whichever reads better on `hex`. */
function contrastOn(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const luminance = (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
  return luminance > 0.6 ? '#1F2937' : '#FFFFFF';
}

const GLASS = '#CFE3F2';
const OUTLINE = 'stroke="#334155" stroke-width="2" stroke-linejoin="round"';

function wheel(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#1F2937"/><circle cx="${x}" cy="${y}" r="${Math.round(r * 0.45)}" fill="#9CA3AF"/>`;
}

const BODIES: Record<Exclude<SeedCar['range'], 'scooter'>, (color: string) => string> = {
  // A short hatchback with a tall cabin.
  mini: (color) =>
    `<path d="M62 146 L62 118 Q64 108 76 105 L104 100 L128 74 Q134 68 146 68 L196 68 Q206 68 212 76 L232 104 Q240 108 240 120 L240 146 Z" fill="${color}" ${OUTLINE}/>` +
    `<path d="M112 100 L133 78 Q137 74 144 74 L166 74 L166 100 Z" fill="${GLASS}"/>` +
    `<path d="M172 74 L194 74 Q201 74 205 80 L220 100 L172 100 Z" fill="${GLASS}"/>` +
    `<rect x="228" y="112" width="10" height="6" rx="2" fill="#FDE68A"/>` +
    wheel(98, 146, 18) +
    wheel(204, 146, 18),
  // A saloon: long bonnet and boot.
  midi: (color) =>
    `<path d="M36 144 L36 120 Q38 110 52 108 L96 102 L124 78 Q131 72 144 72 L190 72 Q202 72 210 80 L236 104 L256 108 Q266 111 266 122 L266 144 Z" fill="${color}" ${OUTLINE}/>` +
    `<path d="M106 102 L129 82 Q133 78 141 78 L162 78 L162 102 Z" fill="${GLASS}"/>` +
    `<path d="M168 78 L189 78 Q198 78 204 84 L222 102 L168 102 Z" fill="${GLASS}"/>` +
    `<rect x="252" y="116" width="12" height="6" rx="2" fill="#FDE68A"/>` +
    wheel(86, 144, 19) +
    wheel(218, 144, 19),
  // A big, boxy SUV.
  maxi: (color) =>
    `<path d="M30 146 L30 104 Q30 94 40 92 L62 62 Q66 56 76 56 L210 56 Q220 56 226 64 L248 94 L262 98 Q272 102 272 114 L272 146 Z" fill="${color}" ${OUTLINE}/>` +
    `<path d="M70 94 L84 64 L130 64 L130 94 Z" fill="${GLASS}"/>` +
    `<path d="M136 64 L184 64 L184 94 L136 94 Z" fill="${GLASS}"/>` +
    `<path d="M190 64 L212 64 Q217 64 220 68 L238 94 L190 94 Z" fill="${GLASS}"/>` +
    `<rect x="36" y="50" width="180" height="5" rx="2" fill="#475569"/>` +
    `<rect x="258" y="108" width="12" height="7" rx="2" fill="#FDE68A"/>` +
    wheel(82, 146, 22) +
    wheel(222, 146, 22),
};

function scooter(color: string): string {
  return (
    wheel(92, 148, 20) +
    wheel(214, 148, 20) +
    // deck, seat and front shield
    `<path d="M86 130 Q92 112 118 112 L168 112 L178 84 L196 84 L206 128 Q210 140 200 142 L120 142 Q92 142 86 130 Z" fill="${color}" ${OUTLINE}/>` +
    `<path d="M112 104 Q114 96 124 96 L164 96 Q172 96 170 104 L168 110 L114 110 Z" fill="#1F2937"/>` +
    `<path d="M188 84 L184 58 M174 56 L200 56" stroke="#334155" stroke-width="5" stroke-linecap="round" fill="none"/>` +
    `<circle cx="200" cy="70" r="5" fill="#FDE68A"/>`
  );
}

/** A 300x200 picture of the car: its silhouette in its colour, its name above. */
export function carSvg(car: Pick<SeedCar, 'name' | 'color' | 'range'>, supplierName: string): string {
  const body = car.range === 'scooter' ? scooter(car.color) : BODIES[car.range](car.color);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200" role="img" aria-label="${xml(car.name)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F8FAFC"/><stop offset="1" stop-color="#E2E8F0"/></linearGradient></defs>
<rect width="300" height="200" fill="url(#bg)"/>
<ellipse cx="150" cy="168" rx="128" ry="8" fill="#94A3B8" opacity="0.45"/>
${body}
<text x="150" y="30" text-anchor="middle" font-family="${FONT}" font-size="17" font-weight="600" fill="#0F172A">${xml(car.name)}</text>
<text x="150" y="190" text-anchor="middle" font-family="${FONT}" font-size="11" fill="#475569">${xml(supplierName)}</text>
</svg>
`;
}

// ───────────── Supplier logos: 60x30 ─────────────

export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w) && w.toLowerCase() !== 'a');
  return words
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
}

/** A 60x30 logo: the supplier's initials on its brand colour. */
export function supplierLogoSvg(supplier: Pick<SeedSupplier, 'name' | 'brandColor'>): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="30" viewBox="0 0 60 30" role="img" aria-label="${xml(supplier.name)}">
<rect width="60" height="30" rx="5" fill="${xml(supplier.brandColor)}"/>
<text x="30" y="20.5" text-anchor="middle" font-family="${FONT}" font-size="14" font-weight="700" letter-spacing="1" fill="${contrastOn(supplier.brandColor)}">${xml(initials(supplier.name))}</text>
</svg>
`;
}

// ───────────── Locations: 300x200 landscape tiles ─────────────

const SCENES: Record<LocationScene, { sky: [string, string]; ground: string; draw: string }> = {
  airport: {
    sky: ['#7DB9E8', '#DCEEFB'],
    ground: '#9CA3AF',
    draw:
      `<rect x="0" y="128" width="300" height="24" fill="#4B5563"/>` +
      `<path d="M20 140 H60 M90 140 H130 M160 140 H200 M230 140 H270" stroke="#F9FAFB" stroke-width="3"/>` +
      `<rect x="232" y="74" width="12" height="54" fill="#E5E7EB"/><rect x="222" y="62" width="32" height="14" rx="3" fill="#1F2937"/>` +
      `<path d="M92 62 L150 58 L176 44 L184 46 L172 60 L198 62 Q206 64 198 67 L172 68 L184 82 L176 84 L150 70 L92 67 Q84 64 92 62 Z" fill="#F8FAFC" stroke="#64748B" stroke-width="1.5"/>`,
  },
  citadel: {
    sky: ['#F6C177', '#FDECC8'],
    ground: '#C8A26B',
    draw:
      `<path d="M40 132 Q60 92 150 90 Q240 92 260 132 Z" fill="#B08350"/>` +
      `<path d="M70 96 L70 74 L82 74 L82 80 L94 80 L94 74 L106 74 L106 80 L194 80 L194 74 L206 74 L206 80 L218 80 L218 74 L230 74 L230 96 Z" fill="#D9B27C" stroke="#8A6238" stroke-width="1.5"/>` +
      `<rect x="140" y="82" width="20" height="14" rx="8" fill="#8A6238"/>`,
  },
  city: {
    sky: ['#8EC5FC', '#E0F0FF'],
    ground: '#A3A3A3',
    draw:
      `<rect x="30" y="76" width="36" height="56" fill="#64748B"/><rect x="72" y="52" width="30" height="80" fill="#475569"/>` +
      `<rect x="108" y="88" width="44" height="44" fill="#94A3B8"/><rect x="158" y="40" width="28" height="92" fill="#334155"/>` +
      `<rect x="192" y="70" width="40" height="62" fill="#64748B"/><rect x="238" y="94" width="34" height="38" fill="#94A3B8"/>` +
      `<path d="M80 62 H94 M80 76 H94 M80 90 H94 M164 52 H180 M164 68 H180 M164 84 H180 M200 82 H224 M200 98 H224" stroke="#FDE68A" stroke-width="4"/>`,
  },
  mall: {
    sky: ['#A5D8FF', '#EAF6FF'],
    ground: '#B0B7C3',
    draw:
      `<rect x="40" y="70" width="220" height="62" rx="4" fill="#E2E8F0" stroke="#64748B" stroke-width="2"/>` +
      `<rect x="40" y="62" width="220" height="12" fill="#003B95"/>` +
      `<path d="M60 88 H240 M60 104 H240" stroke="#93C5FD" stroke-width="8"/>` +
      `<rect x="134" y="110" width="32" height="22" fill="#1E3A5F"/>`,
  },
  park: {
    sky: ['#9AD0F5', '#E6F5FF'],
    ground: '#7BB661',
    draw:
      `<path d="M0 132 Q80 112 150 124 T300 118 V132 Z" fill="#5E9E4A"/>` +
      `<rect x="66" y="96" width="6" height="30" fill="#6B4F2A"/><circle cx="69" cy="88" r="20" fill="#2F7D32"/>` +
      `<rect x="146" y="88" width="7" height="36" fill="#6B4F2A"/><circle cx="149" cy="78" r="26" fill="#388E3C"/>` +
      `<rect x="226" y="100" width="6" height="26" fill="#6B4F2A"/><circle cx="229" cy="92" r="18" fill="#2F7D32"/>`,
  },
  mountain: {
    sky: ['#74B3E8', '#E3F1FC'],
    ground: '#6FA35A',
    draw:
      `<path d="M-10 132 L70 50 L120 100 L170 36 L240 110 L270 84 L320 132 Z" fill="#6D7F8C"/>` +
      `<path d="M170 36 L186 56 L176 52 L166 60 L158 52 Z M70 50 L84 64 L74 62 L64 68 L58 62 Z" fill="#F8FAFC"/>` +
      `<path d="M-10 132 Q90 104 170 122 T320 116 V132 Z" fill="#4F8A3C"/>`,
  },
};

/** A 300x200 landscape tile for a location, its English name on a band at the bottom. */
export function locationSvg(location: Pick<SeedLocation, 'names' | 'scene'>): string {
  const scene = SCENES[location.scene];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200" role="img" aria-label="${xml(location.names.en)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>
<rect width="300" height="200" fill="url(#sky)"/>
<rect x="0" y="132" width="300" height="68" fill="${scene.ground}"/>
${scene.draw}
<rect x="0" y="158" width="300" height="42" fill="#0F172A" opacity="0.72"/>
<text x="150" y="185" text-anchor="middle" font-family="${FONT}" font-size="${location.names.en.length > 30 ? 13 : 16}" font-weight="600" fill="#FFFFFF">${xml(location.names.en)}</text>
</svg>
`;
}

// ───────────── Writing ─────────────

export interface SeedImagesInput {
  cars: readonly SeedCar[];
  suppliers: readonly SeedSupplier[];
  locations: readonly SeedLocation[];
}

export interface SeedImagesResult {
  /** Files present after the call. */
  total: number;
  /** Files written (new or changed); 0 when re-run on unchanged data. */
  written: number;
}

/** Writes `content` unless the file already holds exactly that (re-runs touch nothing). */
async function writeIfChanged(file: string, content: string): Promise<boolean> {
  try {
    if ((await readFile(file, 'utf8')) === content) return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await writeFile(file, content, 'utf8');
  return true;
}

/**
 * Writes the seed's pictures under `storageDir`: cars/ (one per car), users/ (supplier logos,
 * which are the supplier users' avatars too) and locations/.
 */
export async function writeSeedImages(storageDir: string, input: SeedImagesInput): Promise<SeedImagesResult> {
  const dirs = { cars: path.join(storageDir, 'cars'), users: path.join(storageDir, 'users'), locations: path.join(storageDir, 'locations') };
  await Promise.all(Object.values(dirs).map((dir) => mkdir(dir, { recursive: true })));

  const supplierNames = new Map(input.suppliers.map((s) => [s.key, s.name]));
  const files: [string, string][] = [
    ...input.cars.map((car): [string, string] => [
      path.join(dirs.cars, carImageName(car)),
      carSvg(car, supplierNames.get(car.supplierKey) ?? ''),
    ]),
    ...input.suppliers.map((s): [string, string] => [path.join(dirs.users, supplierLogoName(s)), supplierLogoSvg(s)]),
    ...input.locations.map((l): [string, string] => [path.join(dirs.locations, locationImageName(l)), locationSvg(l)]),
  ];
  const written = await Promise.all(files.map(([file, content]) => writeIfChanged(file, content)));
  return { total: files.length, written: written.filter(Boolean).length };
}
