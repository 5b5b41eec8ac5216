// The four demo hotels' photographs, each in the light a guest arrives in: the Imperial's floodlit
// palace front, a glass hotel on the Danube at blue hour, a baroque house in Prague's old town by
// lamplight, and a room of the Castle View with the castle in its window. No lettering: a name in
// a picture is cut off by the crops the shop makes, and the card prints it anyway.
import { dome, hill, litFronts, townRow } from './landmarks';
import { between, bloom, bokeh, finish, glow, linear, mottle, reflection, rippleFilter, SCENE, seeded, surface, svgDocument } from './scene-kit';

const r1 = (n: number) => Math.round(n * 10) / 10;
const LAMP_HALO = `<radialGradient id="lamp-halo"><stop offset="0" stop-color="#fff4d6"/><stop offset="0.12" stop-color="#ffd58a" stop-opacity="0.75"/><stop offset="1" stop-color="#ffcf85" stop-opacity="0"/></radialGradient>`;
const WINDOW_LIGHT = `<linearGradient id="window-light" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe3a1"/><stop offset="1" stop-color="#f3a94e"/></linearGradient>`;

/** An arched window: lit (warm, with a curtain's shadow) or dark, in a light frame. */
function archedWindow(x: number, y: number, width: number, height: number, lit: boolean, frame: string): string {
  const d = `M${x},${y + height} L${x},${y + width / 2} A${width / 2},${width / 2} 0 0 1 ${x + width},${y + width / 2} L${x + width},${y + height} Z`;
  const glass = lit ? 'url(#window-light)' : '#2a2430';
  return `<path d="${d}" fill="${glass}" stroke="${frame}" stroke-width="4"/>${lit ? `<rect x="${r1(x + 2)}" y="${r1(y + width / 2)}" width="${r1(width * 0.22)}" height="${r1(height - width / 2)}" fill="#b8652c" opacity="0.45"/>` : ''}<line x1="${r1(x + width / 2)}" y1="${r1(y + 4)}" x2="${r1(x + width / 2)}" y2="${y + height}" stroke="${frame}" stroke-width="2"/>`;
}

/** The wall texture laid over a scene's walls (`surface` filter), in multiply so it only darkens. */
const texture = (opacity: number, area = `width="${SCENE.width}" height="${SCENE.height}"`) =>
  `<rect ${area} filter="url(#surface)" opacity="${opacity}" style="mix-blend-mode:multiply"/>`;

/** Hotel Imperial Vienna: a palace front at night, floodlit from below, flags over the entrance. */
function hotelImperial(): string {
  const random = seeded(21);
  let facade = `<rect x="-20" y="170" width="1540" height="740" fill="url(#stone)"/><rect x="500" y="120" width="500" height="790" fill="url(#stone)"/>`;
  facade += `<polygon points="480,124 750,40 1020,124" fill="url(#stone)"/><polygon points="540,116 750,62 960,116" fill="#6d5a48" opacity="0.5"/>`;
  for (const y of [170, 330, 500, 670]) facade += `<rect x="-20" y="${y - 8}" width="1540" height="14" fill="#e9cfa4" opacity="0.55"/>`;
  for (let x = 40; x < 1480; x += 120) {
    for (const [y, h] of [[200, 100], [360, 110], [530, 110]] as const) facade += archedWindow(x, y, 56, h, random() < 0.62, '#f1dcb8');
  }
  for (let y = 690; y < 900; y += 22) facade += `<rect x="-20" y="${y}" width="1540" height="2" fill="#6b5140" opacity="0.4"/>`;
  for (const x of [90, 330, 1110, 1350]) facade += archedWindow(x, 700, 70, 150, true, '#e7cfa4');
  facade += `<rect x="600" y="690" width="300" height="220" fill="#3a2419"/><path d="M640,910 L640,760 A110,110 0 0 1 860,760 L860,910 Z" fill="url(#window-light)"/>`;
  const canopy = `<polygon points="560,690 940,690 990,740 510,740" fill="#2a1b16"/>${bloom('<rect x="520" y="736" width="460" height="8" fill="#fff0c8"/>', 12, 0.9)}`;
  let flags = '';
  for (const [i, x] of [640, 750, 860].entries()) {
    const wave = 8 + i * 3;
    flags += `<rect x="${x}" y="20" width="5" height="170" fill="#2b2522"/><path d="M${x + 5},26 q40,${-wave} 80,0 t80,0 v66 q-40,${wave} -80,0 t-80,0 Z" fill="#c8102e"/><path d="M${x + 5},48 q40,${-wave} 80,0 t80,0 v22 q-40,${wave} -80,0 t-80,0 Z" fill="#f4f1ea"/>`;
  }
  return svgDocument([
    {
      defs: `${linear('night', [[0, '#0c1430'], [1, '#243563']])}${linear('stone', [[0, '#4f4036'], [0.45, '#a68764'], [1, '#e6c08d']])}${WINDOW_LIGHT}${LAMP_HALO}${linear('street', [[0, '#2a2220'], [1, '#0b0908']])}`,
      body: `<rect width="${SCENE.width}" height="${SCENE.height}" fill="url(#night)"/>`,
    },
    { defs: surface(21), body: bloom(facade, 6, 0.35) + texture(0.35, 'x="0" y="40" width="1500" height="870"') + canopy + flags },
    glow('uplight-left', '#ffd9a0', 300, 900, 420, 0.35),
    glow('uplight-right', '#ffd9a0', 1200, 900, 420, 0.35),
    { body: `<rect x="0" y="905" width="${SCENE.width}" height="95" fill="url(#street)"/>${bloom('<rect x="600" y="915" width="300" height="6" fill="#ffd9a0" opacity="0.6"/>', 6, 0.8)}` },
    { body: `<g filter="url(#blur-3)">${[60, 1440].map((x) => `<rect x="${x - 5}" y="560" width="10" height="440" fill="#120e0d"/><rect x="${x - 16}" y="524" width="32" height="40" rx="5" fill="#120e0d"/>`).join('')}</g>${bloom([60, 1440].map((x) => `<circle cx="${x}" cy="544" r="90" fill="url(#lamp-halo)"/>`).join(''), 12, 0.6)}` },
    { body: bokeh(random, 12, { x: 0, y: 900, width: SCENE.width, height: 100 }, ['#ff5a4a', '#ffd68a', '#fff0c2'], [14, 34]) },
    mottle(21, 0.12),
    finish('#ffb070', 0.12, 0.55),
  ]);
}

/** Danube Riverside Hotel: a glass slab at blue hour, its floors lit, mirrored in the river. */
function hotelDanube(): string {
  const random = seeded(22);
  const water = 700;
  let glass = `<polygon points="400,170 930,130 930,${water} 400,${water}" fill="url(#glass)"/><polygon points="930,130 1110,170 1110,${water} 930,${water}" fill="#1c2847"/>`;
  for (let floor = 0; floor < 14; floor += 1) {
    const y = 190 + floor * 34;
    for (let x = 410; x < 920; x += 34) {
      const light = random();
      // rooms lit warm, some by a screen's cold light, some dim behind curtains, the rest dark
      const fill = light < 0.4 ? '#ffd89a' : light < 0.5 ? '#dfe8ff' : light < 0.7 ? '#8a7a72' : '#27365e';
      glass += `<rect x="${x}" y="${r1(y - (930 - x) * 0.075 + 10)}" width="30" height="26" fill="${fill}" opacity="${between(random, 0.75, 1).toFixed(2)}"/>`;
    }
    glass += `<polygon points="400,${r1(y + 4 - 530 * 0.075)} 930,${y + 4} 930,${y + 8} 400,${r1(y + 8 - 530 * 0.075)}" fill="#5d77aa" opacity="0.6"/>`;
    for (let x = 940; x < 1100; x += 30) if (random() < 0.4) glass += `<rect x="${x}" y="${y + (x - 930) * 0.22 * 0.3 + 8}" width="24" height="24" fill="#ffcf85" opacity="0.75"/>`;
  }
  glass += `<rect x="400" y="${water - 60}" width="710" height="60" fill="#ffe0a6" opacity="0.9"/>`;
  const town = townRow(random, -20, 400, water, [40, 120], '#1a2443');
  const townRight = townRow(random, 1110, SCENE.width + 20, water, [40, 140], '#1a2443');
  const upper = `<g id="upper">
    <rect width="${SCENE.width}" height="${water}" fill="url(#sky)"/>
    ${town.shapes}${townRight.shapes}${bloom(litFronts(random, [...town.fronts, ...townRight.fronts], 0.3, ['#ffd37a', '#ffbf5e'], '#141c36', [7, 10]), 3, 0.8)}
    ${bloom(glass, 6, 0.5)}
    <rect x="400" y="164" width="710" height="6" fill="#bfe0ff" opacity="0.8"/>
  </g>`;
  return svgDocument([
    {
      defs: `${linear('sky', [[0, '#15244c'], [0.55, '#4d66a0'], [0.85, '#c79aa0'], [1, '#f0b58a']])}${linear('glass', [[0, '#30487a'], [1, '#1c2b52']])}${LAMP_HALO}${rippleFilter('ripple', 22, 20)}`,
      body: upper,
    },
    reflection('upper', water, 'ripple', [[0, '#26386a'], [1, '#080d1e']], 0.3),
    { body: `<rect x="0" y="${water - 4}" width="${SCENE.width}" height="10" fill="#0e1426"/>` },
    { body: bloom(Array.from({ length: 12 }, (_, i) => `<circle cx="${40 + i * 130}" cy="${water - 10}" r="26" fill="url(#lamp-halo)"/>`).join(''), 6, 0.7) },
    { body: bokeh(random, 12, { x: 0, y: 860, width: SCENE.width, height: 140 }, ['#ffd68a', '#9fc4ff', '#fff0c2'], [16, 40]) },
    mottle(22, 0.12),
    finish('#7f9cff', 0.12, 0.55),
  ]);
}

/** A baroque town house front with a curved gable, windows in white frames and a lit door. */
function townHouse(random: () => number, x: number, width: number, top: number, colour: string): string {
  const base = 880;
  const gable = `M${x},${top} C${x + width * 0.1},${top - 10} ${x + width * 0.18},${top - 70} ${x + width * 0.3},${top - 80} L${x + width * 0.38},${top - 130} Q${x + width / 2},${top - 170} ${x + width * 0.62},${top - 130} L${x + width * 0.7},${top - 80} C${x + width * 0.82},${top - 70} ${x + width * 0.9},${top - 10} ${x + width},${top} Z`;
  let out = `<rect x="${x}" y="${top}" width="${width}" height="${base - top}" fill="${colour}"/><path d="${gable}" fill="${colour}"/><path d="${gable}" fill="none" stroke="#f3ead8" stroke-width="5" opacity="0.7"/><rect x="${x}" y="${top - 4}" width="${width}" height="10" fill="#f3ead8" opacity="0.75"/>`;
  const columns = 3;
  const cell = width / columns;
  for (let row = 0; row < 3; row += 1) {
    for (let c = 0; c < columns; c += 1) {
      const wx = x + c * cell + cell * 0.28;
      const wy = top + 40 + row * 150;
      const lit = random() < 0.45;
      out += `<rect x="${r1(wx - 6)}" y="${wy - 6}" width="${r1(cell * 0.44 + 12)}" height="102" fill="#f3ead8"/><rect x="${r1(wx)}" y="${wy}" width="${r1(cell * 0.44)}" height="90" fill="${lit ? 'url(#window-light)' : '#2e2a33'}"/><line x1="${r1(wx + cell * 0.22)}" y1="${wy}" x2="${r1(wx + cell * 0.22)}" y2="${wy + 90}" stroke="#f3ead8" stroke-width="3"/>`;
    }
  }
  out += `<rect x="${r1(x + width / 2 - 45)}" y="${base - 150}" width="90" height="150" fill="#2a1b14"/><path d="M${r1(x + width / 2 - 36)},${base} L${r1(x + width / 2 - 36)},${base - 110} A36,36 0 0 1 ${r1(x + width / 2 + 36)},${base - 110} L${r1(x + width / 2 + 36)},${base} Z" fill="url(#window-light)"/>`;
  return out;
}

/** Old Town Boutique Hotel: three baroque houses in a Prague lane at dusk, lamplit, on cobbles. */
function hotelOldTown(): string {
  const random = seeded(23);
  let cobbles = '';
  for (let row = 0; row < 9; row += 1) {
    const y = 885 + row * row * 1.6 + row * 6;
    const size = 14 + row * 5;
    for (let x = -20 + (row % 2) * size * 0.5; x < SCENE.width + 20; x += size * 1.15) cobbles += `<rect x="${r1(x)}" y="${r1(y)}" width="${size}" height="${r1(size * 0.45)}" rx="${r1(size * 0.2)}" fill="#3b302b" stroke="#6d5a4a" stroke-width="1" opacity="0.9"/>`;
  }
  return svgDocument([
    {
      defs: `${linear('dusk', [[0, '#1c2a55'], [1, '#6a6f9e']])}${WINDOW_LIGHT}${LAMP_HALO}${linear('shade', [[0, '#000', 0.55], [0.6, '#000', 0.15], [1, '#000', 0]])}${linear('street', [[0, '#4a3a30'], [1, '#1a1411']])}`,
      body: `<rect width="${SCENE.width}" height="${SCENE.height}" fill="url(#dusk)"/>`,
    },
    { defs: surface(23), body: bloom(townHouse(random, -40, 520, 330, '#d8b06a') + townHouse(random, 480, 540, 280, '#d69c98') + townHouse(random, 1020, 520, 350, '#a8c09c'), 6, 0.3) + texture(0.4, 'x="0" y="100" width="1500" height="780"') },
    { body: `<rect width="${SCENE.width}" height="880" fill="url(#shade)"/>` },
    { body: `<path d="M690,560 h120 v8 h-120 Z" fill="#1d1716"/><ellipse cx="790" cy="612" rx="40" ry="34" fill="#1d1716"/><ellipse cx="790" cy="612" rx="30" ry="25" fill="#b88a3e"/>` },
    { body: `<rect x="0" y="880" width="${SCENE.width}" height="120" fill="url(#street)"/>${cobbles}` },
    { body: `<rect x="378" y="520" width="8" height="60" fill="#1d1716"/><path d="M362,520 h40 l-6,-40 h-28 Z" fill="#1d1716"/>${bloom('<circle cx="382" cy="505" r="150" fill="url(#lamp-halo)"/>', 12, 0.7)}` },
    glow('door-spill', '#ffcf85', 750, 900, 260, 0.45),
    glow('lamp-pool', '#ffc870', 382, 520, 420, 0.35),
    { body: bokeh(random, 10, { x: 0, y: 880, width: SCENE.width, height: 120 }, ['#ffd68a', '#ffb84d'], [14, 36]) },
    mottle(23, 0.14),
    finish('#ffb070', 0.16, 0.55),
  ]);
}

/** Castle View Hotel: a room at dusk, the bed lit by its lamp, Buda Castle in the window. */
function hotelCastle(): string {
  const random = seeded(24);
  const view = townRow(random, 720, 1360, 600, [20, 50], '#2b2b4a');
  const windowView = `<rect x="720" y="130" width="640" height="520" fill="url(#dusk)"/>
    ${hill([[720, 470], [860, 440], [1000, 420], [1200, 430], [1360, 460]], 600, '#39385a')}
    <rect x="900" y="396" width="320" height="60" fill="#4a4668"/>${dome(1060, 398, 40, 34, '#4a4668')}
    ${bloom(litFronts(random, [{ x: 905, y: 406, width: 310, height: 44 }], 0.5, ['#ffd37a'], '#3c3958', [6, 8]), 3, 0.8)}
    ${view.shapes}${bloom(litFronts(random, view.fronts, 0.35, ['#ffd37a', '#ffbf5e'], '#22223d', [5, 7]), 3, 0.8)}
    <rect x="720" y="600" width="640" height="50" fill="#27315a"/>`;
  let curtains = '';
  for (const [x, w] of [[640, 120], [1320, 130]] as const) {
    for (let i = 0; i < 6; i += 1) curtains += `<rect x="${x + (i * w) / 6}" y="90" width="${w / 6 + 1}" height="700" fill="${i % 2 ? '#b9a58c' : '#d3c1a6'}"/>`;
  }
  return svgDocument([
    {
      defs: `${surface(24)}${linear('wall', [[0, '#6b5744'], [1, '#c2a27c']], [0, 0, 1, 0])}${linear('dusk', [[0, '#26325f'], [0.7, '#b48a9c'], [1, '#f0b48a']])}${linear('duvet', [[0, '#f7f2ea'], [1, '#c9bfb2']])}${linear('floor', [[0, '#5a3b26'], [1, '#2a1a10']])}`,
      body: `<rect width="${SCENE.width}" height="${SCENE.height}" fill="url(#wall)"/>`,
    },
    { body: texture(0.25) },
    { body: `${windowView}<g stroke="#efe7da" stroke-width="12" fill="none"><rect x="720" y="130" width="640" height="520"/><line x1="1040" y1="130" x2="1040" y2="650"/></g>${curtains}` },
    { body: `<rect x="0" y="820" width="${SCENE.width}" height="180" fill="url(#floor)"/>` },
    { body: `<rect x="60" y="430" width="560" height="230" rx="14" fill="#4b3a2e"/><rect x="40" y="600" width="620" height="250" rx="18" fill="url(#duvet)"/><rect x="90" y="560" width="230" height="90" rx="30" fill="#f4eee4"/><rect x="360" y="560" width="230" height="90" rx="30" fill="#efe8dc"/><rect x="40" y="760" width="620" height="70" fill="#1f6f5c"/><rect x="40" y="760" width="620" height="8" fill="#2b8a72"/>` },
    { body: `<rect x="640" y="640" width="90" height="190" fill="#3b2a1f"/><rect x="676" y="560" width="8" height="80" fill="#2b2019"/><polygon points="640,560 720,560 705,500 655,500" fill="#ffe2a6"/>${bloom('<circle cx="680" cy="540" r="230" fill="url(#lamp-glow)"/>', 24, 0.7)}`, defs: `<radialGradient id="lamp-glow"><stop offset="0" stop-color="#ffe2a6" stop-opacity="0.85"/><stop offset="1" stop-color="#ffb860" stop-opacity="0"/></radialGradient>` },
    mottle(24, 0.14),
    finish('#ffb070', 0.14, 0.6),
  ]);
}

/** Scene name (the file name in public/images/demo) → its drawing. */
export const hotelScenes: Record<string, () => string> = {
  'hotel-imperial': hotelImperial,
  'hotel-danube': hotelDanube,
  'hotel-old-town': hotelOldTown,
  'hotel-castle': hotelCastle,
};
