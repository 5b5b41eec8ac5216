/** GET /api/map/config: the location picker's map as the server is configured (null: that part is off). */
export interface MapConfigView {
  tiles: {
    /** Leaflet's tile URL template: {z}/{x}/{y}, and {s} for one of `subdomains`. */
    urlTemplate: string;
    subdomains: string[];
    /** The credit the tile source requires, shown on the map; null when it asks for none. */
    attribution: { text: string; url: string | null } | null;
  } | null;
  /** A Nominatim-style search, and the least time between two searches of one page. */
  geocoder: { searchUrl: string; minIntervalMs: number } | null;
}
