import type { ReactElement } from 'react';

/**
 * The articles' pictures, drawn as SVG (no photos in the repository, and a few hundred bytes
 * each instead of a photo's hundreds of kilobytes). Decorative shapes only: the words are in the
 * `alt` text from the catalog.
 */
interface IllustrationProps {
  alt: string;
}

function Frame({ alt, children }: IllustrationProps & { children: ReactElement[] | ReactElement }) {
  return (
    <svg viewBox="0 0 800 360" role="img" aria-label={alt} style={{ width: '100%', height: 'auto', display: 'block', borderRadius: 12 }}>
      {children}
    </svg>
  );
}

/** Mountains, a winding road and a waterfall (article 1, road trips). */
function RoadTrip({ alt }: IllustrationProps) {
  return (
    <Frame alt={alt}>
      <rect width="800" height="360" fill="#cfe8ff" />
      <circle cx="640" cy="80" r="40" fill="#ffd166" />
      <path d="M0 230 L140 110 L260 210 L380 80 L520 220 L640 120 L800 230 V360 H0 Z" fill="#7fa37a" />
      <path d="M380 80 L410 108 L395 112 L380 100 L362 114 L352 104 Z" fill="#f4f4f4" />
      <path d="M0 280 L180 190 L330 270 L500 180 L800 290 V360 H0 Z" fill="#4f7d4b" />
      <path d="M560 150 C555 200 575 240 565 300" stroke="#e6f4ff" strokeWidth="14" fill="none" strokeLinecap="round" />
      <ellipse cx="565" cy="305" rx="40" ry="10" fill="#9fd3f5" />
      <path d="M300 360 C320 320 200 310 260 280 C320 250 420 260 450 225" stroke="#5b5b5b" strokeWidth="26" fill="none" />
      <path d="M300 360 C320 320 200 310 260 280 C320 250 420 260 450 225" stroke="#ffffff" strokeWidth="2" strokeDasharray="12 12" fill="none" />
      <g transform="translate(238 268)">
        <rect width="46" height="16" rx="5" fill="#003b95" />
        <rect x="8" y="-9" width="28" height="12" rx="4" fill="#003b95" />
        <circle cx="11" cy="17" r="5" fill="#222" />
        <circle cx="35" cy="17" r="5" fill="#222" />
      </g>
    </Frame>
  );
}

/** The Citadel on its hill above a road (article 2, why rent in Erbil). */
function Citadel({ alt }: IllustrationProps) {
  return (
    <Frame alt={alt}>
      <rect width="800" height="360" fill="#ffe9c7" />
      <circle cx="150" cy="80" r="38" fill="#ffb347" />
      <path d="M170 260 L260 150 H560 L650 260 Z" fill="#c9a36b" />
      <rect x="280" y="110" width="260" height="42" fill="#b8864b" />
      <g fill="#b8864b">
        <rect x="280" y="98" width="18" height="14" />
        <rect x="316" y="98" width="18" height="14" />
        <rect x="352" y="98" width="18" height="14" />
        <rect x="450" y="98" width="18" height="14" />
        <rect x="486" y="98" width="18" height="14" />
        <rect x="522" y="98" width="18" height="14" />
      </g>
      <path d="M392 152 V124 A18 18 0 0 1 428 124 V152 Z" fill="#6d4c2a" />
      <rect x="600" y="70" width="16" height="110" fill="#a5773f" />
      <path d="M596 70 H620 L608 52 Z" fill="#a5773f" />
      <rect x="0" y="260" width="800" height="100" fill="#8a8a8a" />
      <path d="M0 310 H800" stroke="#ffffff" strokeWidth="4" strokeDasharray="28 20" />
      <g transform="translate(420 272)">
        <rect width="90" height="28" rx="8" fill="#003b95" />
        <rect x="16" y="-16" width="54" height="20" rx="6" fill="#003b95" />
        <rect x="24" y="-12" width="18" height="12" rx="2" fill="#cfe8ff" />
        <rect x="46" y="-12" width="18" height="12" rx="2" fill="#cfe8ff" />
        <circle cx="20" cy="30" r="9" fill="#222" />
        <circle cx="70" cy="30" r="9" fill="#222" />
      </g>
    </Frame>
  );
}

/** A key, a checklist, a licence and a passport (article 3, rental tips). */
function Checklist({ alt }: IllustrationProps) {
  return (
    <Frame alt={alt}>
      <rect width="800" height="360" fill="#e8eef8" />
      <rect x="90" y="40" width="220" height="290" rx="14" fill="#ffffff" stroke="#003b95" strokeWidth="4" />
      <rect x="160" y="28" width="80" height="26" rx="8" fill="#003b95" />
      <g stroke="#2e7d32" strokeWidth="7" fill="none" strokeLinecap="round" strokeLinejoin="round">
        <path d="M118 100 l12 12 l22 -24" />
        <path d="M118 170 l12 12 l22 -24" />
        <path d="M118 240 l12 12 l22 -24" />
      </g>
      <g fill="#c5cfe0">
        <rect x="170" y="96" width="110" height="12" rx="6" />
        <rect x="170" y="166" width="110" height="12" rx="6" />
        <rect x="170" y="236" width="110" height="12" rx="6" />
      </g>
      <rect x="380" y="80" width="200" height="126" rx="12" fill="#ffffff" stroke="#8aa0c8" strokeWidth="3" />
      <circle cx="430" cy="140" r="28" fill="#c5cfe0" />
      <rect x="474" y="118" width="86" height="10" rx="5" fill="#c5cfe0" />
      <rect x="474" y="140" width="70" height="10" rx="5" fill="#c5cfe0" />
      <rect x="474" y="162" width="80" height="10" rx="5" fill="#c5cfe0" />
      <rect x="610" y="60" width="120" height="170" rx="10" fill="#7a1f2b" />
      <circle cx="670" cy="130" r="26" fill="none" stroke="#e0c068" strokeWidth="4" />
      <rect x="640" y="184" width="60" height="8" rx="4" fill="#e0c068" />
      <g transform="translate(450 250)">
        <circle cx="40" cy="40" r="36" fill="#003b95" />
        <circle cx="40" cy="40" r="12" fill="#e8eef8" />
        <rect x="70" y="32" width="150" height="16" rx="6" fill="#f0b429" />
        <rect x="180" y="48" width="14" height="20" fill="#f0b429" />
        <rect x="204" y="48" width="14" height="14" fill="#f0b429" />
      </g>
    </Frame>
  );
}

/** The picture of each article, by id. */
export const ILLUSTRATIONS: Record<string, (props: IllustrationProps) => ReactElement> = {
  '1': RoadTrip,
  '2': Citadel,
  '3': Checklist,
};
