import { z } from 'zod';

/** GET /api/map/config: the location picker's map as the server is configured (null: that part is off). */
export const mapConfigViewSchema = z.object({
  tiles: z
    .object({
      /** Leaflet's tile URL template: {z}/{x}/{y}, and {s} for one of `subdomains`. */
      urlTemplate: z.string(),
      subdomains: z.array(z.string()),
      /** The credit the tile source requires, shown on the map; null when it asks for none. */
      attribution: z.object({ text: z.string(), url: z.string().nullable() }).nullable(),
    })
    .nullable(),
  /** A Nominatim-style search, and the least time between two searches of one page. */
  geocoder: z.object({ searchUrl: z.string(), minIntervalMs: z.number() }).nullable(),
});
export type MapConfigView = z.infer<typeof mapConfigViewSchema>;
