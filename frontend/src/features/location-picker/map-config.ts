// The location picker's tiles and geocoder, as the server is configured (GET /api/map/config).
import { useQuery } from '@tanstack/react-query';
import type { MapConfigView } from '@pokerfest/domain';
import { apiPaths } from '../../config/paths';

export type MapTiles = NonNullable<MapConfigView['tiles']>;

/** Read once per page: the settings change only with a server restart. */
export function useMapConfig() {
  return useQuery<MapConfigView>({ queryKey: [apiPaths.mapConfig] });
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/**
 * Leaflet shows attributions as HTML: the configured text and link are escaped, so a setting can
 * only ever be a credit, never markup.
 */
export function attributionHtml(attribution: MapTiles['attribution']): string | undefined {
  if (!attribution) return undefined;
  if (!attribution.url) return escaped(attribution.text);
  return `<a href="${escaped(attribution.url)}" target="_blank" rel="noopener">${escaped(attribution.text)}</a>`;
}
