// The silhouettes that say which city a demo photo shows: spires, domes, a Ferris wheel, castles,
// bridges and a parliament, each as SVG shapes standing on a base line (y grows downwards).
import { between, pick, windows, type Block, type Random } from './scene-kit';

const r1 = (n: number) => Math.round(n * 10) / 10;
const points = (list: readonly (readonly [number, number])[]) => list.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');

/** A hill through the given crest points (x, y), smoothed, closed down to `bottom`. */
export function hill(crest: readonly (readonly [number, number])[], bottom: number, fill: string): string {
  const [first, ...rest] = crest;
  let d = `M${first![0]},${bottom} L${first![0]},${first![1]}`;
  let previous = first!;
  for (const point of rest) {
    const mid = (previous[0] + point[0]) / 2;
    d += ` C${r1(mid)},${previous[1]} ${r1(mid)},${point[1]} ${point[0]},${point[1]}`;
    previous = point;
  }
  return `<path d="${d} L${previous[0]},${bottom} Z" fill="${fill}"/>`;
}

/** A gothic tower: a straight shaft, then a long taper to the tip, with small pinnacles along the way. */
export function gothicSpire(x: number, baseY: number, width: number, height: number, fill: string): string {
  const shaftTop = baseY - height * 0.42;
  const tip = baseY - height;
  let out = `<polygon points="${points([
    [x - width / 2, baseY],
    [x - width / 2, shaftTop],
    [x - width * 0.34, shaftTop - height * 0.05],
    [x, tip],
    [x + width * 0.34, shaftTop - height * 0.05],
    [x + width / 2, shaftTop],
    [x + width / 2, baseY],
  ])}" fill="${fill}"/>`;
  for (let i = 0; i < 5; i += 1) {
    const t = i / 5;
    const y = shaftTop - height * 0.05 - (shaftTop - height * 0.05 - tip) * t;
    const half = width * 0.34 * (1 - t) + 2;
    for (const side of [-1, 1]) {
      out += `<polygon points="${points([
        [x + side * half, y],
        [x + side * (half + 5), y - 4],
        [x + side * half, y - 14],
      ])}" fill="${fill}"/>`;
    }
  }
  out += `<rect x="${r1(x - 1)}" y="${r1(tip - 14)}" width="2" height="16" fill="${fill}"/>`;
  return out;
}

/** A nave under a steep roof, its tiles hinted by a zigzag of lighter lines. */
export function steepRoof(x: number, baseY: number, width: number, wallHeight: number, roofHeight: number, fill: string, pattern: string): string {
  const eave = baseY - wallHeight;
  const ridge = eave - roofHeight;
  let zigzag = '';
  for (let row = 1; row < 5; row += 1) {
    const y = eave - (roofHeight * row) / 5;
    const inset = (width * 0.5 * row) / 5 * 0.35;
    let d = `M${r1(x + inset)},${r1(y)}`;
    for (let px = x + inset; px < x + width - inset - 12; px += 24) d += ` l12,-8 l12,8`;
    zigzag += `<path d="${d}" stroke="${pattern}" stroke-width="2" fill="none" opacity="0.5"/>`;
  }
  return `<polygon points="${points([
    [x, baseY],
    [x, eave],
    [x + width * 0.18, ridge],
    [x + width * 0.82, ridge],
    [x + width, eave],
    [x + width, baseY],
  ])}" fill="${fill}"/>${zigzag}`;
}

/** A baroque dome on its drum, with a lantern and a cross. */
export function dome(cx: number, baseY: number, radius: number, drum: number, fill: string, highlight?: string): string {
  const top = baseY - drum;
  let out = `<rect x="${r1(cx - radius * 0.9)}" y="${r1(top)}" width="${r1(radius * 1.8)}" height="${r1(drum)}" fill="${fill}"/>`;
  out += `<path d="M${r1(cx - radius)},${r1(top)} A${r1(radius)},${r1(radius * 1.1)} 0 0 1 ${r1(cx + radius)},${r1(top)} Z" fill="${fill}"/>`;
  if (highlight) out += `<path d="M${r1(cx - radius * 0.55)},${r1(top - radius * 0.2)} A${r1(radius * 0.7)},${r1(radius)} 0 0 1 ${r1(cx - radius * 0.05)},${r1(top - radius * 1.0)}" stroke="${highlight}" stroke-width="3" fill="none" opacity="0.45"/>`;
  const lantern = top - radius * 1.1;
  out += `<rect x="${r1(cx - radius * 0.14)}" y="${r1(lantern - radius * 0.35)}" width="${r1(radius * 0.28)}" height="${r1(radius * 0.38)}" fill="${fill}"/>`;
  out += `<polygon points="${points([
    [cx - radius * 0.18, lantern - radius * 0.33],
    [cx, lantern - radius * 0.6],
    [cx + radius * 0.18, lantern - radius * 0.33],
  ])}" fill="${fill}"/><rect x="${r1(cx - 1.2)}" y="${r1(lantern - radius * 0.85)}" width="2.4" height="${r1(radius * 0.3)}" fill="${fill}"/>`;
  return out;
}

/** A column with a small cap (the pair in front of Vienna's Karlskirche). */
export function column(cx: number, baseY: number, width: number, height: number, fill: string): string {
  return `<rect x="${r1(cx - width / 2)}" y="${r1(baseY - height)}" width="${width}" height="${height}" fill="${fill}"/><rect x="${r1(cx - width * 0.75)}" y="${r1(baseY - height - 8)}" width="${r1(width * 1.5)}" height="10" fill="${fill}"/><polygon points="${points([
    [cx - width * 0.4, baseY - height - 8],
    [cx, baseY - height - 30],
    [cx + width * 0.4, baseY - height - 8],
  ])}" fill="${fill}"/>`;
}

/** A giant Ferris wheel (Vienna's Riesenrad) with its gondolas and A-frame legs. */
export function ferrisWheel(cx: number, cy: number, radius: number, fill: string, lights: string): string {
  let out = `<g stroke="${fill}" fill="none"><circle cx="${cx}" cy="${cy}" r="${radius}" stroke-width="4"/><circle cx="${cx}" cy="${cy}" r="${r1(radius * 0.93)}" stroke-width="2"/>`;
  for (let i = 0; i < 15; i += 1) {
    const a = (i / 15) * Math.PI * 2;
    out += `<line x1="${cx}" y1="${cy}" x2="${r1(cx + Math.cos(a) * radius)}" y2="${r1(cy + Math.sin(a) * radius)}" stroke-width="1.4"/>`;
  }
  out += `<line x1="${cx}" y1="${cy}" x2="${r1(cx - radius * 0.55)}" y2="${r1(cy + radius * 1.35)}" stroke-width="6"/><line x1="${cx}" y1="${cy}" x2="${r1(cx + radius * 0.55)}" y2="${r1(cy + radius * 1.35)}" stroke-width="6"/></g>`;
  for (let i = 0; i < 15; i += 1) {
    const a = (i / 15) * Math.PI * 2 + 0.2;
    const gx = cx + Math.cos(a) * radius;
    const gy = cy + Math.sin(a) * radius;
    out += `<rect x="${r1(gx - 7)}" y="${r1(gy)}" width="14" height="10" rx="2" fill="${fill}"/><rect x="${r1(gx - 5)}" y="${r1(gy + 2)}" width="10" height="4" fill="${lights}" opacity="0.85"/>`;
  }
  return out;
}

export interface Skyline {
  /** The silhouettes. */
  shapes: string;
  /** The fronts whose windows may be lit. */
  fronts: Block[];
}

/** A row of town houses from `fromX` to `toX` on `baseY`: gabled, flat or mansard roofs, chimneys. */
export function townRow(random: Random, fromX: number, toX: number, baseY: number, heights: [number, number], fill: string): Skyline {
  let shapes = '';
  const fronts: Block[] = [];
  for (let x = fromX; x < toX; ) {
    const width = between(random, 50, 130);
    const height = between(random, heights[0], heights[1]);
    const top = baseY - height;
    const roof = pick(random, ['gable', 'flat', 'mansard', 'hip'] as const);
    shapes += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(width + 1)}" height="${r1(height + 2)}" fill="${fill}"/>`;
    if (roof === 'gable') shapes += `<polygon points="${points([[x, top], [x + width / 2, top - width * 0.4], [x + width, top]])}" fill="${fill}"/>`;
    if (roof === 'mansard') shapes += `<polygon points="${points([[x, top], [x + 10, top - 26], [x + width - 10, top - 26], [x + width, top]])}" fill="${fill}"/>`;
    if (roof === 'hip') shapes += `<polygon points="${points([[x, top], [x + width * 0.3, top - 22], [x + width * 0.7, top - 22], [x + width, top]])}" fill="${fill}"/>`;
    if (random() < 0.5) shapes += `<rect x="${r1(x + width * between(random, 0.2, 0.7))}" y="${r1(top - between(random, 22, 36))}" width="7" height="24" fill="${fill}"/>`;
    fronts.push({ x, y: top + 8, width, height: height - 8 });
    x += width;
  }
  return { shapes, fronts };
}

/** The fronts' windows, lit in the scene's light. */
export function litFronts(random: Random, fronts: readonly Block[], lit: number, colours: readonly string[], dark: string, size: [number, number] = [7, 10]): string {
  return fronts.map((front) => windows(random, front, { size, gap: [size[0] * 1.4, size[1] * 0.9], lit, colours, dark })).join('');
}

/** A castle block with four corner towers under pyramid roofs (Bratislava). */
export function fourTowerCastle(cx: number, baseY: number, width: number, height: number, fill: string): string {
  const top = baseY - height;
  let out = `<rect x="${r1(cx - width / 2)}" y="${r1(top)}" width="${width}" height="${height}" fill="${fill}"/>`;
  for (const side of [-1, 1]) {
    const tx = cx + side * (width / 2) - 18;
    out += `<rect x="${r1(tx)}" y="${r1(top - 34)}" width="36" height="${r1(height + 34)}" fill="${fill}"/><polygon points="${points([[tx - 3, top - 34], [tx + 18, top - 74], [tx + 39, top - 34]])}" fill="${fill}"/>`;
  }
  return out;
}

/** A bridge on arches from `fromX` to `toX`, with statues along its parapet (Prague's Charles Bridge). */
export function archBridge(random: Random, fromX: number, toX: number, deckY: number, depth: number, arches: number, fill: string): string {
  const span = (toX - fromX) / arches;
  let d = `M${fromX},${deckY - 10} L${toX},${deckY - 10} L${toX},${deckY + depth}`;
  for (let i = arches - 1; i >= 0; i -= 1) {
    const left = fromX + i * span;
    d += ` L${r1(left + span - 9)},${deckY + depth} L${r1(left + span - 9)},${r1(deckY + depth * 0.55)} A${r1(span / 2 - 9)},${r1(depth * 0.45)} 0 0 0 ${r1(left + 9)},${r1(deckY + depth * 0.55)} L${r1(left + 9)},${deckY + depth}`;
  }
  let out = `<path d="${d} L${fromX},${deckY + depth} Z" fill="${fill}"/>`;
  for (let x = fromX + span / 2; x < toX; x += span / 2) {
    const h = between(random, 22, 30);
    out += `<rect x="${r1(x - 3)}" y="${r1(deckY - 10 - h)}" width="6" height="${r1(h)}" fill="${fill}"/><circle cx="${r1(x)}" cy="${r1(deckY - 14 - h)}" r="5" fill="${fill}"/>`;
  }
  return out;
}

/** A gothic gate tower with a steep hipped roof and corner pinnacles. */
export function gateTower(x: number, baseY: number, width: number, height: number, fill: string): string {
  const top = baseY - height;
  let out = `<rect x="${r1(x)}" y="${r1(top)}" width="${width}" height="${height}" fill="${fill}"/><polygon points="${points([[x - 6, top], [x + width * 0.5, top - height * 0.55], [x + width + 6, top]])}" fill="${fill}"/>`;
  for (const px of [x - 4, x + width - 4]) out += `<polygon points="${points([[px, top], [px + 4, top - 30], [px + 8, top]])}" fill="${fill}"/>`;
  return out;
}

/** Budapest's Parliament: a long neo-gothic front of pinnacles, two slim towers and the ribbed dome with its spire. */
export function parliament(cx: number, baseY: number, width: number, fill: string): Skyline {
  const bodyTop = baseY - 70;
  let shapes = `<rect x="${r1(cx - width / 2)}" y="${bodyTop}" width="${width}" height="72" fill="${fill}"/>`;
  for (let x = cx - width / 2; x <= cx + width / 2; x += 22) shapes += `<polygon points="${points([[x - 4, bodyTop + 2], [x, bodyTop - 26], [x + 4, bodyTop + 2]])}" fill="${fill}"/>`;
  for (const side of [-1, 1]) {
    const wing = cx + side * width * 0.3;
    shapes += `<rect x="${r1(wing - 40)}" y="${bodyTop - 30}" width="80" height="32" fill="${fill}"/><polygon points="${points([[wing - 44, bodyTop - 30], [wing, bodyTop - 70], [wing + 44, bodyTop - 30]])}" fill="${fill}"/>`;
    const tower = cx + side * 130;
    shapes += `<rect x="${r1(tower - 9)}" y="${bodyTop - 120}" width="18" height="122" fill="${fill}"/><polygon points="${points([[tower - 11, bodyTop - 120], [tower, bodyTop - 190], [tower + 11, bodyTop - 120]])}" fill="${fill}"/>`;
  }
  shapes += `<rect x="${cx - 60}" y="${bodyTop - 80}" width="120" height="82" fill="${fill}"/><path d="M${cx - 66},${bodyTop - 78} Q${cx - 62},${bodyTop - 190} ${cx},${bodyTop - 196} Q${cx + 62},${bodyTop - 190} ${cx + 66},${bodyTop - 78} Z" fill="${fill}"/>`;
  shapes += `<polygon points="${points([[cx - 12, bodyTop - 190], [cx, bodyTop - 290], [cx + 12, bodyTop - 190]])}" fill="${fill}"/>`;
  // the buttresses between the windows, a shade darker than the floodlit stone
  for (let x = cx - width / 2 + 6; x < cx + width / 2; x += 22) shapes += `<rect x="${r1(x)}" y="${bodyTop + 4}" width="3" height="66" fill="#7a4a1f" opacity="0.35"/>`;
  for (const offset of [-34, 0, 34]) shapes += `<path d="M${cx + offset * 1.6},${bodyTop - 80} Q${cx + offset},${bodyTop - 175} ${cx},${bodyTop - 194}" stroke="#8a5424" stroke-width="2" fill="none" opacity="0.4"/>`;
  const fronts: Block[] = [{ x: cx - width / 2 + 10, y: bodyTop + 10, width: width - 20, height: 56 }];
  return { shapes, fronts };
}
