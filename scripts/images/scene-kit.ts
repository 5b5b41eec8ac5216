// The pieces the demo photos are drawn from, as SVG text: a seeded random source (the same scene
// every run), skies, glows, lit windows, water reflections, out-of-focus lights and a vignette.
// What makes a flat drawing read as a photograph is mostly here: atmospheric haze between layers,
// soft light, depth of field and a lens's darker corners (scripts/images/demo-photos.ts adds grain).

/** Every scene is drawn on this 3:2 page and rendered at the sizes the shop serves. */
export const SCENE = { width: 1500, height: 1000 } as const;

/** Mulberry32: a small deterministic generator, so a scene is drawn the same on every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = ReturnType<typeof seeded>;

export const between = (random: Random, low: number, high: number) => low + random() * (high - low);
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const round = (n: number) => Math.round(n * 10) / 10;

/** A colour stop list as `[offset 0..1, colour, opacity?]`. */
export type Stops = readonly (readonly [number, string, number?])[];

const stopTags = (stops: Stops) =>
  stops.map(([offset, colour, opacity]) => `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`).join('');

export function linear(id: string, stops: Stops, [x1, y1, x2, y2] = [0, 0, 0, 1]): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags(stops)}</linearGradient>`;
}

export function radial(id: string, stops: Stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopTags(stops)}</radialGradient>`;
}

/** Gaussian blurs by name (`blur-2` softens by 2 units), the depth of field of far and near layers. */
export function blurFilters(amounts: readonly number[]): string {
  return amounts
    .map((amount) => `<filter id="blur-${amount}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${amount}"/></filter>`)
    .join('');
}

/** Ripples for a reflection: the mirrored layer pushed sideways by stretched noise, then softened. */
export function rippleFilter(id: string, seed: number, strength = 22): string {
  return `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%">
    <feTurbulence type="fractalNoise" baseFrequency="0.004 0.12" numOctaves="2" seed="${seed}"/>
    <feDisplacementMap in="SourceGraphic" scale="${strength}" xChannelSelector="R" yChannelSelector="G"/>
    <feGaussianBlur stdDeviation="1.6 0.6"/>
  </filter>`;
}

/** The page filled with a vertical gradient (a sky, a wall). */
export function backdrop(id: string, stops: Stops): { defs: string; body: string } {
  return { defs: linear(id, stops), body: `<rect width="${SCENE.width}" height="${SCENE.height}" fill="url(#${id})"/>` };
}

/** A soft round light: the sun behind haze, a lamp's halo, a lit window's bloom. */
export function glow(id: string, colour: string, x: number, y: number, radius: number, strength = 0.8): { defs: string; body: string } {
  return {
    defs: radial(id, [
      [0, colour, strength],
      [0.35, colour, strength * 0.35],
      [1, colour, 0],
    ]),
    body: `<circle cx="${round(x)}" cy="${round(y)}" r="${round(radius)}" fill="url(#${id})"/>`,
  };
}

/** Pin-point stars, brighter ones rarer. */
export function stars(random: Random, count: number, maxY: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const r = random() < 0.1 ? between(random, 1.2, 1.9) : between(random, 0.5, 1.1);
    out += `<circle cx="${round(between(random, 0, SCENE.width))}" cy="${round(between(random, 0, maxY))}" r="${round(r)}" fill="#fff" opacity="${round(between(random, 0.35, 0.9))}"/>`;
  }
  return out;
}

/** Long thin clouds lit from below, blurred. */
export function clouds(random: Random, count: number, band: [number, number], colour: string, opacity: number): string {
  let out = `<g filter="url(#blur-12)" fill="${colour}" opacity="${opacity}">`;
  for (let i = 0; i < count; i += 1) {
    out += `<ellipse cx="${round(between(random, -100, SCENE.width + 100))}" cy="${round(between(random, band[0], band[1]))}" rx="${round(between(random, 140, 360))}" ry="${round(between(random, 8, 26))}"/>`;
  }
  return `${out}</g>`;
}

export interface Block {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Windows across a block, some lit warm, some dark; `size` is a window's width and height. */
export function windows(random: Random, block: Block, options: { size: [number, number]; gap: [number, number]; lit: number; colours: readonly string[]; dark: string }): string {
  const [w, h] = options.size;
  const [gx, gy] = options.gap;
  let out = '';
  for (let y = block.y + gy; y + h <= block.y + block.height - gy * 0.5; y += h + gy) {
    for (let x = block.x + gx; x + w <= block.x + block.width - gx * 0.5; x += w + gx) {
      const lit = random() < options.lit;
      const fill = lit ? pick(random, options.colours) : options.dark;
      out += `<rect x="${round(x)}" y="${round(y)}" width="${w}" height="${h}" fill="${fill}"${lit ? ` opacity="${round(between(random, 0.7, 1))}"` : ''}/>`;
    }
  }
  return out;
}

/** Out-of-focus lights in the foreground: large, soft, overlapping discs. */
export function bokeh(random: Random, count: number, area: Block, colours: readonly string[], size: [number, number] = [18, 60]): string {
  let out = '<g filter="url(#blur-6)" style="mix-blend-mode:screen">';
  for (let i = 0; i < count; i += 1) {
    const r = between(random, size[0], size[1]);
    out += `<circle cx="${round(between(random, area.x, area.x + area.width))}" cy="${round(between(random, area.y, area.y + area.height))}" r="${round(r)}" fill="${pick(random, colours)}" opacity="${round(between(random, 0.18, 0.5))}"/>`;
  }
  return `${out}</g>`;
}

/**
 * Water below `waterY`: its own colour (`water`, darker with depth), the layer `id` mirrored into
 * it, rippled and fading with depth, and a tint of the water's colour over the reflection.
 */
export function reflection(id: string, waterY: number, ripple: string, water: Stops, tintOpacity: number): { defs: string; body: string } {
  const fade = `${id}-fade`;
  const height = SCENE.height - waterY;
  return {
    defs: `${linear(fade, [
      [0, '#fff', 0.85],
      [0.6, '#fff', 0.35],
      [1, '#fff', 0.1],
    ])}${linear(`${id}-water`, water)}<mask id="${id}-mask" maskUnits="userSpaceOnUse" x="0" y="${waterY}" width="${SCENE.width}" height="${height}"><rect x="0" y="${waterY}" width="${SCENE.width}" height="${height}" fill="url(#${fade})"/></mask>`,
    body: `<rect x="0" y="${waterY}" width="${SCENE.width}" height="${height}" fill="url(#${id}-water)"/><g mask="url(#${id}-mask)"><g filter="url(#${ripple})"><use href="#${id}" transform="translate(0 ${2 * waterY}) scale(1 -1)"/></g></g><rect x="0" y="${waterY}" width="${SCENE.width}" height="${height}" fill="url(#${id}-water)" opacity="${tintOpacity}"/>`,
  };
}

/** Light bleeding around bright things, as a lens shows it: a blurred copy of `content` added on top. */
export function bloom(content: string, blur: 3 | 6 | 12 | 24, opacity: number): string {
  return `${content}<g filter="url(#blur-${blur})" opacity="${opacity}" style="mix-blend-mode:screen">${content}</g>`;
}

/** Uneven light over the whole frame (haze, lens, print): faint, large-grained noise in soft light. */
export function mottle(seed: number, opacity = 0.16): { defs: string; body: string } {
  return {
    defs: `<filter id="mottle" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.006 0.012" numOctaves="3" seed="${seed}"/><feColorMatrix type="saturate" values="0"/></filter>`,
    body: `<rect width="${SCENE.width}" height="${SCENE.height}" filter="url(#mottle)" opacity="${opacity}" style="mix-blend-mode:soft-light"/>`,
  };
}

/** Horizontal glints on water under a light source, thinner and sparser with distance. */
export function glints(random: Random, x: number, spread: number, fromY: number, toY: number, colour: string, count: number): string {
  let out = `<g fill="${colour}" filter="url(#blur-1)">`;
  for (let i = 0; i < count; i += 1) {
    const t = random();
    const y = fromY + t * (toY - fromY);
    const width = between(random, 8, 40) * (0.4 + t * 1.6);
    out += `<rect x="${round(x + between(random, -spread, spread) * (0.3 + t) - width / 2)}" y="${round(y)}" width="${round(width)}" height="${round(0.8 + t * 2.2)}" opacity="${round(between(random, 0.35, 0.9))}"/>`;
  }
  return `${out}</g>`;
}

/** A lens's darker corners and a grade over the whole frame (warm or cool), as the last layers. */
export function finish(grade: string, gradeOpacity: number, vignette = 0.55): { defs: string; body: string } {
  return {
    defs: radial('vignette', [
      [0.55, '#000', 0],
      [1, '#000', vignette],
    ], { cx: 0.5, cy: 0.5, r: 0.75 }),
    body: `<rect width="${SCENE.width}" height="${SCENE.height}" fill="${grade}" opacity="${gradeOpacity}" style="mix-blend-mode:soft-light"/><rect width="${SCENE.width}" height="${SCENE.height}" fill="url(#vignette)"/>`,
  };
}

/** Plaster and stone: fine noise as a relief lit from above, to lay over a flat wall in multiply. */
export function surface(seed: number): string {
  return `<filter id="surface" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.35 0.5" numOctaves="2" seed="${seed}" result="noise"/><feDiffuseLighting in="noise" lighting-color="#fff" surfaceScale="1.6"><feDistantLight azimuth="90" elevation="55"/></feDiffuseLighting></filter>`;
}

/**
 * The parts of a scene put together as one SVG document, all of it a touch soft, as a lens and a
 * long exposure leave a night scene (the grain added afterwards stays sharp).
 */
export function svgDocument(parts: readonly { defs?: string; body: string }[]): string {
  const defs = parts.map((part) => part.defs ?? '').join('');
  const body = parts.map((part) => part.body).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE.width}" height="${SCENE.height}" viewBox="0 0 ${SCENE.width} ${SCENE.height}"><defs>${blurFilters([1, 2, 3, 6, 12, 24])}${defs}</defs><g filter="url(#blur-1)">${body}</g></svg>`;
}
