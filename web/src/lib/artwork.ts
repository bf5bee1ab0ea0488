/**
 * Illustrations drawn as SVG data URIs, so the app needs no image host: photo-like scenes for the
 * sample articles and hero, and gradient tiles for the sample app icons. Deterministic per seed.
 */

export type SceneKind = 'mountains' | 'sea' | 'city' | 'dunes' | 'aurora' | 'bloom';

export interface Scene {
  kind: SceneKind;
  /** Sky gradient, top to bottom. */
  sky: [string, string];
  sun: string;
  /** Ground layers, far to near. */
  layers: string[];
  seed?: number;
}

const W = 800;
const H = 600;

function random(seed: number) {
  let state = seed % 2147483647 || 1;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

const toUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function ridge(rand: () => number, baseY: number, amplitude: number, steps: number): string {
  const points: string[] = [`0,${H}`];
  for (let i = 0; i <= steps; i += 1) {
    const x = (W / steps) * i;
    const y = baseY - rand() * amplitude;
    points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
  }
  points.push(`${W},${H}`);
  return points.join(' ');
}

function wave(baseY: number, amplitude: number, phase: number): string {
  let d = `M0 ${baseY}`;
  const segments = 4;
  for (let i = 0; i < segments; i += 1) {
    const x0 = (W / segments) * i;
    const x1 = x0 + W / segments;
    const dir = (i + phase) % 2 === 0 ? -1 : 1;
    d += ` Q${x0 + W / segments / 2} ${baseY + dir * amplitude} ${x1} ${baseY}`;
  }
  return `${d} L${W} ${H} L0 ${H}Z`;
}

export function sceneSvg(scene: Scene): string {
  const rand = random(scene.seed ?? 7);
  const [far = '#6d28d9', mid = '#4c1d95', near = '#2e1065'] = scene.layers;
  const defs = `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${scene.sun}" stop-opacity=".9"/><stop offset="1" stop-color="${scene.sun}" stop-opacity="0"/></radialGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${near}"/></linearGradient>
  </defs>`;
  const sky = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  let body = '';
  switch (scene.kind) {
    case 'mountains': {
      body = `<circle cx="560" cy="250" r="170" fill="url(#glow)"/><circle cx="560" cy="250" r="62" fill="${scene.sun}"/>
        <polygon points="${ridge(rand, 330, 150, 7)}" fill="${far}" opacity=".75"/>
        <polygon points="${ridge(rand, 420, 120, 9)}" fill="${mid}"/>
        <polygon points="${ridge(rand, 520, 70, 12)}" fill="${near}"/>`;
      break;
    }
    case 'sea': {
      const lines = Array.from({ length: 7 }, (_, i) => {
        const y = 380 + i * 26;
        const half = 90 - i * 9;
        return `<rect x="${400 - half}" y="${y}" width="${half * 2}" height="5" rx="2.5" fill="${scene.sun}" opacity="${0.75 - i * 0.08}"/>`;
      }).join('');
      body = `<circle cx="400" cy="350" r="200" fill="url(#glow)"/><circle cx="400" cy="360" r="88" fill="${scene.sun}"/>
        <rect y="360" width="${W}" height="${H - 360}" fill="url(#water)"/>${lines}
        <path d="${wave(520, 18, 0)}" fill="${near}" opacity=".55"/>`;
      break;
    }
    case 'city': {
      const towers = Array.from({ length: 16 }, (_, i) => {
        const w = 40 + rand() * 30;
        const h = 120 + rand() * 260;
        const x = i * 52 - 10;
        const windows = Array.from({ length: Math.floor(h / 34) }, (_, j) =>
          rand() > 0.45
            ? `<rect x="${x + 10}" y="${H - h + 14 + j * 34}" width="${w - 20}" height="8" rx="2" fill="${scene.sun}" opacity=".7"/>`
            : '',
        ).join('');
        return `<rect x="${x}" y="${H - h}" width="${w}" height="${h}" rx="4" fill="${i % 2 ? mid : near}"/>${windows}`;
      }).join('');
      body = `<circle cx="220" cy="170" r="150" fill="url(#glow)"/><circle cx="220" cy="170" r="46" fill="${scene.sun}"/>
        <polygon points="${ridge(rand, 420, 60, 10)}" fill="${far}" opacity=".6"/>${towers}`;
      break;
    }
    case 'dunes': {
      body = `<circle cx="600" cy="200" r="160" fill="url(#glow)"/><circle cx="600" cy="200" r="58" fill="${scene.sun}"/>
        <path d="${wave(380, 50, 1)}" fill="${far}"/>
        <path d="${wave(450, 45, 0)}" fill="${mid}"/>
        <path d="${wave(530, 35, 1)}" fill="${near}"/>`;
      break;
    }
    case 'aurora': {
      const stars = Array.from({ length: 60 }, () => {
        const r = rand() * 1.8 + 0.4;
        return `<circle cx="${(rand() * W).toFixed(0)}" cy="${(rand() * 330).toFixed(0)}" r="${r.toFixed(1)}" fill="#fff" opacity="${(0.4 + rand() * 0.6).toFixed(2)}"/>`;
      }).join('');
      body = `${stars}
        <path d="M-20 260 C 150 120, 300 330, 460 190 S 720 140, 820 230" stroke="${scene.sun}" stroke-width="70" fill="none" opacity=".35" stroke-linecap="round"/>
        <path d="M-20 300 C 180 180, 320 360, 500 240 S 700 200, 820 280" stroke="${far}" stroke-width="46" fill="none" opacity=".45" stroke-linecap="round"/>
        <polygon points="${ridge(rand, 470, 140, 9)}" fill="${mid}"/>
        <polygon points="${ridge(rand, 540, 60, 14)}" fill="${near}"/>`;
      break;
    }
    case 'bloom': {
      const petals = Array.from({ length: 8 }, (_, i) => {
        const angle = (360 / 8) * i;
        return `<ellipse cx="400" cy="230" rx="58" ry="130" fill="${i % 2 ? far : mid}" opacity=".8" transform="rotate(${angle} 400 330)"/>`;
      }).join('');
      body = `<circle cx="400" cy="330" r="260" fill="url(#glow)"/>${petals}<circle cx="400" cy="330" r="64" fill="${scene.sun}"/>
        <path d="${wave(540, 24, 0)}" fill="${near}"/>`;
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${defs}${sky}${body}</svg>`;
}

const sceneUris = new WeakMap<Scene, string>();

/** Drawn once per scene: the landing page and the auth screens ask for the same few on every render. */
export function sceneDataUri(scene: Scene): string {
  let uri = sceneUris.get(scene);
  if (uri === undefined) {
    uri = toUri(sceneSvg(scene));
    sceneUris.set(scene, uri);
  }
  return uri;
}

export type AppGlyph = 'aperture' | 'film' | 'sparkle' | 'frame' | 'palette' | 'heart' | 'map' | 'wand';

const GLYPHS: Record<AppGlyph, string> = {
  aperture: '<circle cx="64" cy="64" r="28" fill="none" stroke="#fff" stroke-width="8"/><circle cx="64" cy="64" r="9" fill="#fff"/>',
  film: '<rect x="34" y="38" width="60" height="52" rx="8" fill="none" stroke="#fff" stroke-width="8"/><path d="M34 54h60M34 74h60M54 38v52M74 38v52" stroke="#fff" stroke-width="5"/>',
  sparkle: '<path d="M64 28 72 56 100 64 72 72 64 100 56 72 28 64 56 56Z" fill="#fff"/>',
  frame:
    '<rect x="34" y="32" width="60" height="64" rx="6" fill="#fff"/><rect x="41" y="39" width="46" height="38" rx="3" fill="#000" opacity=".25"/>',
  palette:
    '<path d="M64 30a34 34 0 1 0 0 68c6 0 8-4 6-8-3-5 0-10 6-10h8a14 14 0 0 0 14-14c0-20-15-36-34-36z" fill="#fff"/><circle cx="50" cy="52" r="5"/><circle cx="66" cy="44" r="5"/><circle cx="80" cy="54" r="5"/>',
  heart: '<path d="M64 96 36 68a17 17 0 0 1 28-22 17 17 0 0 1 28 22z" fill="#fff"/>',
  map: '<path d="M64 100s26-24 26-44a26 26 0 0 0-52 0c0 20 26 44 26 44z" fill="#fff"/><circle cx="64" cy="56" r="9" fill="#000" opacity=".25"/>',
  wand: '<path d="m40 92 40-40" stroke="#fff" stroke-width="10" stroke-linecap="round"/><path d="M84 30l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="#fff"/>',
};

export function appIconDataUri(glyph: AppGlyph, from: string, to: string): string {
  return toUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="128" height="128" rx="30" fill="url(#g)"/>${GLYPHS[glyph]}</svg>`,
  );
}

/** A few ready-made scenes the screens share. */
export const SCENES = {
  dusk: { kind: 'mountains', sky: ['#2e1065', '#f472b6'], sun: '#fde68a', layers: ['#9d4edd', '#5b21b6', '#2e1065'], seed: 11 },
  seaside: { kind: 'sea', sky: ['#fb7185', '#fde68a'], sun: '#fff7ed', layers: ['#f97316', '#be185d', '#4c0519'], seed: 5 },
  city: { kind: 'city', sky: ['#0f172a', '#7c3aed'], sun: '#fcd34d', layers: ['#6d28d9', '#312e81', '#1e1b4b'], seed: 23 },
  desert: { kind: 'dunes', sky: ['#fef3c7', '#fb923c'], sun: '#fff7ed', layers: ['#f59e0b', '#ea580c', '#9a3412'], seed: 3 },
  aurora: { kind: 'aurora', sky: ['#020617', '#1e1b4b'], sun: '#34d399', layers: ['#a78bfa', '#111827', '#030712'], seed: 17 },
  bloom: { kind: 'bloom', sky: ['#fdf2f8', '#fbcfe8'], sun: '#fbbf24', layers: ['#f472b6', '#db2777', '#831843'], seed: 2 },
  alpine: { kind: 'mountains', sky: ['#0ea5e9', '#e0f2fe'], sun: '#ffffff', layers: ['#93c5fd', '#3b82f6', '#1e3a8a'], seed: 29 },
} satisfies Record<string, Scene>;
