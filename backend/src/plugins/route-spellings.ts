// The ways an attacker spells one path so that text comparisons miss it while a router may still
// match it. Used by the route-table access test; kept apart so the list reads as a list.

export interface Spelling {
  name: string;
  path: string;
}

const hex = (char: string, upper: boolean) => {
  const code = char.charCodeAt(0).toString(16);
  return `%${upper ? code.toUpperCase() : code.toLowerCase()}`;
};

/** The first letter whose hex code has a letter digit (a-f), so upper and lower hex differ. */
function letterWithHexLetter(segment: string): number {
  return [...segment].findIndex((c) => /[a-z]/i.test(c) && /[a-f]/.test(c.charCodeAt(0).toString(16)));
}

/**
 * `path` is a concrete path such as `/api/admin/users/7/role`. The second segment (`admin`,
 * `users`, `agents`) is the one a prefix check would look at, so most spellings bend it.
 */
export function spellingsOf(path: string): Spelling[] {
  const [, api, area, ...rest] = path.split('/');
  if (!api || !area) throw new Error(`not an API path: ${path}`);
  const tail = rest.length > 0 ? `/${rest.join('/')}` : '';
  const withArea = (bent: string) => `/${api}/${bent}${tail}`;
  const at = Math.max(letterWithHexLetter(area), 0);
  const encodeAt = (i: number, upper: boolean) => area.slice(0, i) + hex(area[i]!, upper) + area.slice(i + 1);
  const last = area.length - 1;
  return [
    { name: 'as declared', path },
    { name: 'first letter %-encoded, lower hex', path: withArea(encodeAt(0, false)) },
    { name: 'first letter %-encoded, upper hex', path: withArea(encodeAt(0, true)) },
    { name: 'a letter %-encoded, lower hex (a-f digit)', path: withArea(encodeAt(at, false)) },
    { name: 'a letter %-encoded, upper hex (A-F digit)', path: withArea(encodeAt(at, true)) },
    { name: 'last letter %-encoded, upper hex', path: withArea(encodeAt(last, true)) },
    { name: 'whole segment %-encoded', path: withArea([...area].map((c) => hex(c, false)).join('')) },
    { name: 'every letter of the path %-encoded', path: path.replace(/[a-z]/gi, (c) => hex(c, true)) },
    { name: 'double-encoded letter', path: withArea(`%25${hex(area[0]!, false).slice(1)}${area.slice(1)}`) },
    { name: 'leading //', path: `/${path}` },
    { name: '// after /api', path: `/${api}//${area}${tail}` },
    { name: '// inside', path: tail ? `/${api}/${area}/${tail}` : `${path}//` },
    { name: 'trailing /', path: `${path}/` },
    { name: 'upper case', path: path.toUpperCase() },
    { name: 'capitalised segment', path: withArea(area[0]!.toUpperCase() + area.slice(1)) },
    { name: ';param on the segment', path: withArea(`${area};x=1`) },
    { name: ';param at the end', path: `${path};jsessionid=1` },
    { name: '/./', path: `/${api}/./${area}${tail}` },
    { name: '/%2e/', path: `/${api}/%2e/${area}${tail}` },
    { name: '/x/../', path: `/${api}/x/../${area}${tail}` },
    { name: '%2F for a slash', path: `/${api}%2F${area}${tail}` },
    { name: '%2f inside', path: tail ? `/${api}/${area}%2f${tail.slice(1)}` : `${path}%2f` },
    { name: '%5C for a slash', path: `/${api}%5C${area}${tail}` },
  ];
}
