// The four demo festivals' photographs: each city at its season's light, its landmarks where a
// visitor would recognise them, kept inside the frame's middle band (y 350–650 of 1000), which is
// what the widest crop (the festival page's 5:1 header) still shows.
import { archBridge, column, dome, ferrisWheel, fourTowerCastle, gateTower, gothicSpire, hill, litFronts, parliament, steepRoof, townRow } from './landmarks';
import { backdrop, bloom, bokeh, clouds, finish, glints, glow, linear, mottle, reflection, rippleFilter, SCENE, seeded, stars, svgDocument } from './scene-kit';

const WARM_LIGHTS = ['#ffd37a', '#ffbf5e', '#ffe6a8', '#ffc98a'] as const;

/** A street lamp's halo: a bright core fading out fast. */
const LAMP_HALO = `<radialGradient id="lamp-halo"><stop offset="0" stop-color="#fff4d6"/><stop offset="0.12" stop-color="#ffd58a" stop-opacity="0.75"/><stop offset="1" stop-color="#ffcf85" stop-opacity="0"/></radialGradient>`;

/** A lamp post seen close: a dark pole and its lantern, haloed. */
function lampPost(x: number, baseY: number, height: number, fill: string): string {
  const top = baseY - height;
  return `<rect x="${x - 4}" y="${top}" width="8" height="${height}" fill="${fill}"/><rect x="${x - 11}" y="${top - 26}" width="22" height="28" rx="4" fill="${fill}"/>${bloom(`<circle cx="${x}" cy="${top - 12}" r="70" fill="url(#lamp-halo)"/>`, 12, 0.6)}`;
}

/** Vienna in spring, at blue hour: St. Stephen's spire, the Karlskirche dome and the Riesenrad. */
function viennaSpring(): string {
  const random = seeded(1);
  const far = townRow(random, -20, SCENE.width + 20, 672, [40, 95], '#5f5a88');
  const middle = townRow(random, -20, SCENE.width + 20, 730, [60, 140], '#262444');
  const near = townRow(random, -40, SCENE.width + 40, 1010, [120, 230], '#0f0f20');
  return svgDocument([
    backdrop('sky', [
      [0, '#16224a'],
      [0.34, '#3b4884'],
      [0.52, '#8a6c9f'],
      [0.63, '#e39c8b'],
      [0.7, '#f8c994'],
    ]),
    glow('sunset', '#ffd6a3', 1020, 650, 560, 0.55),
    { body: clouds(random, 14, [300, 540], '#f3b7a8', 0.38) },
    { body: `<g filter="url(#blur-3)">${hill([[-50, 640], [200, 602], [520, 618], [820, 592], [1120, 612], [1550, 596]], 720, '#716c9a')}</g>` },
    { body: `<g filter="url(#blur-2)" opacity="0.92">${far.shapes}${ferrisWheel(250, 505, 108, '#4f4c7a', '#ffd9a0')}</g>` },
    { body: `<g filter="url(#blur-1)">${dome(1130, 676, 72, 70, '#3b3862', '#c9a7c4')}${column(1040, 676, 22, 170, '#3b3862')}${column(1220, 676, 22, 170, '#3b3862')}</g>` },
    { body: `${gothicSpire(700, 700, 74, 450, '#2a2948')}${steepRoof(735, 700, 250, 80, 120, '#2a2948', '#8a84b8')}` },
    { defs: linear('haze', [[0, '#ffc99a', 0], [0.6, '#ffc99a', 0.28], [1, '#ffc99a', 0]]), body: `<rect x="0" y="600" width="${SCENE.width}" height="140" fill="url(#haze)"/>` },
    { defs: linear('mass', [[0, '#23213f'], [1, '#100f22']]), body: `<rect x="0" y="720" width="${SCENE.width}" height="280" fill="url(#mass)"/>` },
    { body: middle.shapes + bloom(litFronts(random, middle.fronts, 0.34, WARM_LIGHTS, '#1c1b35'), 3, 0.9) },
    { defs: LAMP_HALO, body: bloom([160, 410, 650, 910, 1170, 1400].map((x, i) => `<circle cx="${x}" cy="${735 + (i % 3) * 7}" r="44" fill="url(#lamp-halo)"/>`).join(''), 6, 0.7) },
    { body: `<g filter="url(#blur-3)">${near.shapes}${bloom(litFronts(random, near.fronts, 0.22, WARM_LIGHTS, '#0b0b19', [10, 14]), 6, 0.8)}</g>` },
    { body: bokeh(random, 20, { x: 0, y: 820, width: SCENE.width, height: 180 }, ['#ffb84d', '#ffd68a', '#ff8f5a', '#fff0c2'], [20, 58]) },
    mottle(11),
    finish('#ff9a6a', 0.14, 0.5),
  ]);
}

/** Bratislava in summer, at sunset over the Danube: the castle on its hill and the UFO bridge. */
function bratislavaSummer(): string {
  const random = seeded(2);
  const water = 640;
  const town = townRow(random, 520, 1000, water, [26, 70], '#2a1f2f');
  const pylon = `<polygon points="1150,${water} 1168,360 1186,360 1214,${water}" fill="#24192a"/><ellipse cx="1177" cy="350" rx="58" ry="15" fill="#24192a"/><path d="M1140,346 Q1177,318 1214,346 Z" fill="#24192a"/>`;
  let cables = '';
  for (let i = 0; i < 9; i += 1) cables += `<line x1="1170" y1="${372 + i * 12}" x2="${640 + i * 58}" y2="606" stroke="#24192a" stroke-width="2"/>`;
  const upper = `<g id="upper">
    <rect width="${SCENE.width}" height="${water}" fill="url(#sky)"/>
    <circle cx="980" cy="606" r="560" fill="url(#sun-haze)"/>
    ${bloom('<circle cx="980" cy="598" r="40" fill="#fff4cf"/>', 24, 0.9)}
    ${clouds(random, 12, [240, 470], '#ffb48c', 0.4)}
    <g filter="url(#blur-2)">${hill([[560, 628], [900, 620], [1200, 626], [1550, 618]], water, '#7d4f5d')}</g>
    ${hill([[-50, 560], [90, 505], [200, 480], [460, 480], [570, 530], [700, 610], [780, 640]], water, '#3a2838')}
    ${fourTowerCastle(330, 482, 230, 96, '#342334')}
    ${bloom(litFronts(random, [{ x: 232, y: 398, width: 196, height: 76 }], 0.3, WARM_LIGHTS, '#2a1c2a', [8, 11]), 3, 0.8)}
    ${gothicSpire(600, 620, 30, 190, '#2a1d2c')}
    ${town.shapes}${bloom(litFronts(random, town.fronts, 0.35, WARM_LIGHTS, '#221826', [6, 9]), 3, 0.8)}
    ${cables}<rect x="560" y="602" width="${SCENE.width - 560}" height="12" fill="#24192a"/>${pylon}
    ${bloom('<rect x="1160" y="348" width="34" height="5" fill="#ffd7a0"/>', 6, 0.9)}
  </g>`;
  return svgDocument([
    {
      defs: `${linear('sky', [
        [0, '#2c3d72'],
        [0.32, '#8d5e86'],
        [0.52, '#e88a5a'],
        [0.6, '#ffbd69'],
        [0.64, '#ffe0a0'],
      ])}<radialGradient id="sun-haze"><stop offset="0" stop-color="#ffe6a6" stop-opacity="0.95"/><stop offset="0.3" stop-color="#ffc77a" stop-opacity="0.45"/><stop offset="1" stop-color="#ff9a5a" stop-opacity="0"/></radialGradient>${rippleFilter('ripple', 5)}`,
      body: upper,
    },
    reflection('upper', water, 'ripple', [[0, '#7a5068'], [0.4, '#3c2842'], [1, '#180f1e']], 0.4),
    { body: bloom(glints(random, 980, 120, water + 6, 930, '#ffe3a6', 90), 3, 0.7) },
    { body: `<g filter="url(#blur-3)"><rect x="0" y="946" width="${SCENE.width}" height="60" fill="#0f0a12"/>${Array.from({ length: 16 }, (_, i) => `<rect x="${i * 100 + 20}" y="896" width="9" height="52" fill="#0f0a12"/>`).join('')}<rect x="0" y="894" width="${SCENE.width}" height="8" fill="#0f0a12"/></g>` },
    { body: bokeh(random, 14, { x: 0, y: 860, width: SCENE.width, height: 140 }, ['#ffb84d', '#ffd68a', '#ff8f5a'], [16, 44]) },
    mottle(12),
    finish('#ffb070', 0.16, 0.5),
  ]);
}

/** Prague in autumn, a hazy golden afternoon: the castle and St. Vitus above the Charles Bridge. */
function pragueAutumn(): string {
  const random = seeded(3);
  const water = 720;
  const foliage = ['#b8682c', '#c9943f', '#94452a', '#d2a650', '#6e5230', '#a15a2a'];
  // two depths of autumn trees on the castle hill: a soft mass behind, smaller crowns in front
  let trees = '<g filter="url(#blur-6)"><rect x="0" y="550" width="1500" height="130" fill="#6b4a32" opacity="0.85"/>';
  for (let i = 0; i < 90; i += 1) trees += `<circle cx="${(random() * SCENE.width).toFixed(1)}" cy="${(530 + random() * 150).toFixed(1)}" r="${(16 + random() * 22).toFixed(1)}" fill="${foliage[i % 6]}" opacity="0.85"/>`;
  trees += '</g><g filter="url(#blur-2)">';
  for (let i = 0; i < 140; i += 1) trees += `<circle cx="${(random() * SCENE.width).toFixed(1)}" cy="${(560 + random() * 130).toFixed(1)}" r="${(5 + random() * 9).toFixed(1)}" fill="${foliage[(i + 3) % 6]}" opacity="0.7"/>`;
  trees += '</g>';
  const houses = townRow(random, -20, SCENE.width + 20, 716, [40, 100], '#7a4a3b');
  const castle = `<rect x="300" y="478" width="640" height="62" fill="url(#sunlit)"/>${litFronts(random, [{ x: 305, y: 486, width: 630, height: 50 }], 0, [], '#8b7a70', [8, 12])}
    ${gothicSpire(640, 478, 26, 240, '#6d605c')}${gothicSpire(680, 478, 26, 240, '#6d605c')}
    ${steepRoof(700, 480, 170, 70, 90, '#6d605c', '#857872')}
    <rect x="880" y="308" width="44" height="172" fill="#6d605c"/><path d="M874,308 Q902,238 930,308 Z" fill="#5f7f6f"/><rect x="900" y="223" width="4" height="40" fill="#5f7f6f"/>`;
  const upper = `<g id="upper">
    <rect width="${SCENE.width}" height="${water}" fill="url(#sky)"/>
    <circle cx="300" cy="360" r="640" fill="url(#sun)"/>
    ${clouds(random, 10, [150, 380], '#fff1d8', 0.5)}
    <g filter="url(#blur-1)">${hill([[-50, 560], [200, 532], [450, 508], [900, 502], [1200, 530], [1550, 546]], water, '#7a6a62')}${castle}</g>
    ${trees}
    ${houses.shapes}${litFronts(random, houses.fronts, 0.12, ['#ffd9a0'], '#5e382d', [7, 10])}
    <rect x="0" y="620" width="${SCENE.width}" height="${water - 620}" fill="url(#mist)"/>
  </g>`;
  return svgDocument([
    {
      defs: `${linear('sky', [
        [0, '#6b90c0'],
        [0.45, '#b6c2d6'],
        [0.62, '#f0d3aa'],
        [0.72, '#f6c98a'],
      ])}${linear('mist', [
        [0, '#fff4df', 0],
        [1, '#fff4df', 0.5],
      ])}${linear('sunlit', [[0, '#b9a797'], [1, '#8c7b70']])}<radialGradient id="sun"><stop offset="0" stop-color="#fff4d6" stop-opacity="0.8"/><stop offset="1" stop-color="#fff4d6" stop-opacity="0"/></radialGradient>${rippleFilter('ripple', 9, 26)}`,
      body: upper,
    },
    reflection('upper', water, 'ripple', [[0, '#8f949a'], [0.5, '#545d63'], [1, '#2c3236']], 0.5),
    { body: `<g filter="url(#blur-1)">${archBridge(random, 180, SCENE.width + 40, water + 10, 110, 7, '#3b302c')}${gateTower(1260, water + 2, 96, 220, '#342a27')}</g>` },
    { body: `<g filter="url(#blur-24)" opacity="0.9"><circle cx="40" cy="60" r="120" fill="#b5531f"/><circle cx="190" cy="10" r="90" fill="#d98a2b"/><circle cx="1480" cy="30" r="110" fill="#9c3f1d"/></g>` },
    { body: bokeh(random, 10, { x: 0, y: 0, width: 400, height: 260 }, ['#ffd27a', '#ffb04a'], [14, 40]) },
    mottle(13),
    finish('#ffb060', 0.2, 0.45),
  ]);
}

/** Budapest in winter, at night: the floodlit Parliament across the Danube, snow on the near quay. */
function budapestWinter(): string {
  const random = seeded(4);
  const water = 640;
  const pest = townRow(random, -20, SCENE.width + 20, 590, [30, 80], '#1b2145');
  const house = parliament(760, 606, 860, 'url(#floodlit)');
  let snow = '<g fill="#fff" filter="url(#blur-2)">';
  for (let i = 0; i < 140; i += 1) snow += `<circle cx="${(random() * SCENE.width).toFixed(1)}" cy="${(random() * SCENE.height).toFixed(1)}" r="${(1 + random() * 3.5).toFixed(1)}" opacity="${(0.35 + random() * 0.5).toFixed(2)}"/>`;
  snow += '</g>';
  const upper = `<g id="upper">
    <rect width="${SCENE.width}" height="${water}" fill="url(#sky)"/>
    ${stars(random, 140, 420)}
    <circle cx="1260" cy="170" r="200" fill="url(#moon-haze)"/>${bloom('<circle cx="1260" cy="170" r="22" fill="#f4f6ff"/>', 12, 0.8)}
    ${pest.shapes}${bloom(litFronts(random, pest.fronts, 0.3, WARM_LIGHTS, '#151a38', [6, 8]), 3, 0.8)}
    <circle cx="760" cy="520" r="520" fill="url(#city-glow)"/>
    ${bloom(house.shapes, 12, 0.55)}${litFronts(random, house.fronts, 0.55, ['#fff1c4', '#ffe29a'], '#9a5e28', [6, 14])}
    <rect x="0" y="606" width="${SCENE.width}" height="${water - 606}" fill="#1f2036"/>
    ${bloom(Array.from({ length: 14 }, (_, i) => `<circle cx="${60 + i * 105}" cy="606" r="16" fill="url(#lamp-halo)"/>`).join(''), 6, 0.7)}
  </g>`;
  return svgDocument([
    {
      defs: `${linear('sky', [
        [0, '#0a0f25'],
        [0.5, '#19244f'],
        [0.8, '#2f3c6e'],
        [1, '#46517f'],
      ])}${linear('floodlit', [
        [0, '#ffe0a0'],
        [0.5, '#e5a95c'],
        [1, '#a3632c'],
      ])}${LAMP_HALO}<radialGradient id="moon-haze"><stop offset="0" stop-color="#cfd8ff" stop-opacity="0.4"/><stop offset="1" stop-color="#cfd8ff" stop-opacity="0"/></radialGradient><radialGradient id="city-glow"><stop offset="0" stop-color="#ffbe6b" stop-opacity="0.4"/><stop offset="1" stop-color="#ffbe6b" stop-opacity="0"/></radialGradient>${rippleFilter('ripple', 12, 26)}`,
      body: upper,
    },
    reflection('upper', water, 'ripple', [[0, '#1d2652'], [1, '#060a1a']], 0.25),
    { body: bloom(glints(random, 760, 380, water + 4, 900, '#ffd58a', 120), 3, 0.6) },
    { defs: linear('quay', [[0, '#d7def2'], [0.25, '#9aa6c8'], [1, '#2a3050']]), body: `<g filter="url(#blur-3)"><path d="M-10,1010 L-10,905 L1510,935 L1510,1010 Z" fill="url(#quay)"/>${lampPost(140, 940, 230, '#0c0e1c')}${lampPost(1330, 950, 250, '#0c0e1c')}</g>` },
    { body: snow },
    mottle(14, 0.12),
    finish('#6a8cff', 0.14, 0.6),
  ]);
}

/** Scene name (the file name in public/images/demo) → its drawing. */
export const cityScenes: Record<string, () => string> = {
  'vienna-spring': viennaSpring,
  'bratislava-summer': bratislavaSummer,
  'prague-autumn': pragueAutumn,
  'budapest-winter': budapestWinter,
};
