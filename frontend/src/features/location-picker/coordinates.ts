// Coordinates as the location picker reports them (product spec section 2): strings with 6 decimals.

export interface Position {
  latitude: number;
  longitude: number;
}

/** Vienna, shown at zoom 13 when no coordinates are given. */
export const DEFAULT_POSITION: Position = { latitude: 48.2082, longitude: 16.3738 };
export const DEFAULT_ZOOM = 13;
export const MAP_HEIGHT_PX = 250;

export function formatCoordinate(value: number): string {
  return value.toFixed(6);
}

function parseCoordinate(text: string | null | undefined, limit: number): number | undefined {
  const trimmed = (text ?? '').trim();
  if (!/^-?\d{1,3}(\.\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Math.abs(value) <= limit ? value : undefined;
}

/** The position typed or stored, or undefined when either coordinate is missing or out of range. */
export function parsePosition(latitude: string | null | undefined, longitude: string | null | undefined): Position | undefined {
  const lat = parseCoordinate(latitude, 90);
  const lng = parseCoordinate(longitude, 180);
  return lat === undefined || lng === undefined ? undefined : { latitude: lat, longitude: lng };
}

/** Leaflet may hand back longitudes beyond ±180 after panning around the globe. */
export function normalisedPosition(latitude: number, longitude: number): { latitude: string; longitude: string } {
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return { latitude: formatCoordinate(latitude), longitude: formatCoordinate(wrapped) };
}
