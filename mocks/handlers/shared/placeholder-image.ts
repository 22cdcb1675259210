// CDN pictures drawn as SVG: docs/mock-backend.md "Pictures".
import type { CasinoCategory, DomainSetting, GameListFile } from '../../../src/api/generated/types.gen';

export interface PlaceholderSources {
  casino: readonly CasinoCategory[];
  gameLists: ReadonlyMap<string, GameListFile>;
  brands: ReadonlyMap<string, DomainSetting>;
}

export interface Placeholder {
  width: number;
  height: number;
  /** A test reads it back. */
  label: string;
  svg: string;
}

/** As src/features/casino/components/game-tile.tsx draws it. */
export const TILE = { width: 380, height: 200 } as const;
const LOGO = { width: 240, height: 64 } as const;
const SLIDE = { width: 1200, height: 400 } as const;

interface Look {
  background: string;
  accent: string;
  motif: (width: number, height: number, accent: string) => string;
}

const cards: Look['motif'] = (_width, height, accent) =>
  `<g opacity="0.55"><rect x="28" y="${height - 118}" width="62" height="88" rx="8" fill="#fff" transform="rotate(-14 59 ${height - 74})"/>` +
  `<rect x="58" y="${height - 122}" width="62" height="88" rx="8" fill="#fff" stroke="${accent}" stroke-width="3" transform="rotate(10 89 ${height - 78})"/>` +
  `<path d="M89 ${height - 92} l12 16 -12 16 -12 -16z" fill="${accent}" transform="rotate(10 89 ${height - 78})"/></g>`;

const wheel: Look['motif'] = (width, height, accent) => {
  const cx = width - 62;
  const cy = height / 2;
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const angle = (i * Math.PI) / 4;
    return `<line x1="${cx}" y1="${cy}" x2="${(cx + 48 * Math.cos(angle)).toFixed(1)}" y2="${(cy + 48 * Math.sin(angle)).toFixed(1)}"/>`;
  }).join('');
  return `<g opacity="0.5" fill="none" stroke="${accent}" stroke-width="4"><circle cx="${cx}" cy="${cy}" r="52"/><circle cx="${cx}" cy="${cy}" r="30"/>${spokes}</g>`;
};

const chips: Look['motif'] = (width, height, accent) =>
  `<g opacity="0.6">${[0, 1, 2]
    .map(
      (i) =>
        `<ellipse cx="${width - 70}" cy="${height - 40 - i * 16}" rx="40" ry="14" fill="${i === 1 ? '#fff' : accent}" stroke="#fff" stroke-width="3" stroke-dasharray="8 6"/>`,
    )
    .join('')}</g>`;

const pitch: Look['motif'] = (width, height, accent) =>
  `<g opacity="0.45"><rect x="${width / 2 - 30}" y="14" width="60" height="${height - 28}" rx="6" fill="${accent}"/>` +
  `<g stroke="#fff" stroke-width="4"><line x1="${width / 2 - 10}" y1="26" x2="${width / 2 - 10}" y2="46"/><line x1="${width / 2}" y1="26" x2="${width / 2}" y2="46"/><line x1="${width / 2 + 10}" y1="26" x2="${width / 2 + 10}" y2="46"/></g></g>`;

const stripes: Look['motif'] = (width, height, accent) =>
  `<g opacity="0.25" stroke="${accent}" stroke-width="14">${Array.from({ length: Math.ceil((width + height) / 48) }, (_, i) => `<line x1="${i * 48}" y1="0" x2="${i * 48 - height}" y2="${height}"/>`).join('')}</g>`;

const LOOKS: Record<string, Look> = {
  Popular: { background: '#7a1f3d', accent: '#f4c95d', motif: cards },
  'Live Casino': { background: '#0f5a3c', accent: '#e8d27a', motif: wheel },
  'Table Games': { background: '#1d3f7a', accent: '#e0554f', motif: chips },
  Virtual: { background: '#4b2a7a', accent: '#7fd46b', motif: pitch },
};
const OTHER: Look = { background: '#37474f', accent: '#90a4ae', motif: stripes };

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** 'teen-patti' → 'Teen Patti', for games the seed does not know. */
const titleOf = (slug: string): string =>
  slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

function picture(size: { width: number; height: number }, look: Look, label: string, caption: string | null): Placeholder {
  const { width, height } = size;
  // About 0.6 em a character in a bold sans-serif.
  const fontSize = Math.round(Math.min(height * 0.2, (width * 0.82) / (0.6 * Math.max(label.length, 4))));
  const nameY = caption ? height / 2 : height / 2 + fontSize * 0.35;
  const captionSize = Math.round(fontSize * 0.5);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<rect width="${width}" height="${height}" fill="${look.background}"/>` +
    look.motif(width, height, look.accent) +
    `<text x="${width / 2}" y="${nameY}" fill="#ffffff" font-family="system-ui, sans-serif" font-weight="700" font-size="${fontSize}" text-anchor="middle">${escapeXml(label)}</text>` +
    (caption
      ? `<text x="${width / 2}" y="${nameY + captionSize * 1.8}" fill="${look.accent}" font-family="system-ui, sans-serif" font-size="${captionSize}" text-anchor="middle">${escapeXml(caption)}</text>`
      : '') +
    '</svg>';
  return { width, height, label, svg };
}

/** The seed's game (or table) a tile's file names, with its category. */
function gameOf(fileId: string, sources: PlaceholderSources): { name: string; category: string } | null {
  for (const { category, games } of sources.casino) {
    const found = games.find((game) => game.id === fileId);
    if (found) return { name: found.name, category };
    for (const game of games) {
      const table = sources.gameLists.get(`${game.id}.json`)?.tables.find((entry) => entry.id === fileId);
      if (table) return { name: table.name, category };
    }
  }
  return null;
}

/** What a CDN path is of, drawn; never the path. */
export function placeholderFor(pathname: string, sources: PlaceholderSources): Placeholder {
  const parts = decodeURIComponent(pathname).split('/').filter(Boolean);
  const file = parts.at(-1) ?? '';
  const stem = file.replace(/\.[a-z0-9]+$/i, '');
  const area =
    parts.at(-2) === 'casino' ? 'casino' : parts.at(-3) === 'brands' ? 'brands' : parts.at(-2) === 'uploads' ? 'uploads' : 'other';

  if (area === 'casino') {
    const game = gameOf(stem, sources);
    const look = (game && LOOKS[game.category]) ?? OTHER;
    return picture(TILE, look, game?.name ?? titleOf(stem), game?.category ?? null);
  }
  if (area === 'brands') {
    const domain = parts.at(-2) ?? '';
    const brand = sources.brands.get(domain);
    const title = brand?.domainTitle ?? titleOf(domain);
    if (/logo/i.test(stem)) return picture(LOGO, { ...OTHER, background: '#1f2a44', motif: () => '' }, title, null);
    // slide-cricket → Cricket; slide-1 → the brand's own name.
    const subject = stem.replace(/^slide-?/i, '');
    const look = /casino/i.test(subject)
      ? (LOOKS.Popular ?? OTHER)
      : /cricket/i.test(subject)
        ? (LOOKS.Virtual ?? OTHER)
        : /football|tennis|kabaddi|racing/i.test(subject)
          ? (LOOKS['Live Casino'] ?? OTHER)
          : { ...OTHER, background: '#1f2a44' };
    return picture(SLIDE, look, /^\d*$/.test(subject) ? title : titleOf(subject), /^\d*$/.test(subject) ? null : title);
  }
  if (area === 'uploads') return picture(TILE, { ...OTHER, motif: () => '' }, 'Payment screenshot', null);
  return picture(TILE, OTHER, titleOf(stem) || 'Picture', null);
}
