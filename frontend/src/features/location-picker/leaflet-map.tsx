// The Leaflet map of the location picker. Loaded on demand (React.lazy), so Leaflet and its CSS
// reach the browser only when a form with a map opens.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef } from 'react';
import { DEFAULT_POSITION, DEFAULT_ZOOM, MAP_HEIGHT_PX, normalisedPosition, type Position } from './coordinates';
import { attributionHtml, type MapTiles } from './map-config';
/** No tile within this time counts as "the tile service cannot be reached". */
const FIRST_TILE_TIMEOUT_MS = 8000;

const markerIcon = L.icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

export interface LeafletMapProps {
  /** The configured tile source (GET /api/map/config). */
  tiles: MapTiles;
  /** The marker's position; the default centre when undefined. */
  position: Position | undefined;
  /** The marker was dragged or the map clicked: coordinates with 6 decimals. */
  onPick: (coordinates: { latitude: string; longitude: string }) => void;
  /** Tiles cannot be loaded (offline, blocked or timed out). */
  onUnavailable: () => void;
}

const toLatLng = (position: Position | undefined): L.LatLngTuple => {
  const shown = position ?? DEFAULT_POSITION;
  return [shown.latitude, shown.longitude];
};

export default function LeafletMap({ tiles: source, position, onPick, onUnavailable }: LeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const callbacks = useRef({ onPick, onUnavailable });
  const initialPosition = useRef(position);
  const tileSource = useRef(source);

  useEffect(() => {
    callbacks.current = { onPick, onUnavailable };
  }, [onPick, onUnavailable]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const start = toLatLng(initialPosition.current);
    const map = L.map(container, { center: start, zoom: DEFAULT_ZOOM });
    const marker = L.marker(start, { draggable: true, icon: markerIcon, alt: 'Location marker', keyboard: true }).addTo(map);
    const pick = (latLng: L.LatLng) => callbacks.current.onPick(normalisedPosition(latLng.lat, latLng.lng));
    marker.on('dragend', () => pick(marker.getLatLng()));
    map.on('click', (event: L.LeafletMouseEvent) => {
      marker.setLatLng(event.latlng);
      pick(event.latlng);
    });

    let unavailable = false;
    const { urlTemplate, subdomains, attribution } = tileSource.current;
    const tiles = L.tileLayer(urlTemplate, {
      maxZoom: 19,
      subdomains,
      attribution: attributionHtml(attribution),
      // tile servers identify the application by the Referer (OpenStreetMap's tile policy asks for it)
      referrerPolicy: 'strict-origin-when-cross-origin',
    });
    const giveUp = () => {
      if (unavailable) return;
      unavailable = true;
      // stop asking for tiles that cannot come; the marker and the typed coordinates keep working
      map.removeLayer(tiles);
      callbacks.current.onUnavailable();
    };
    const timer = window.setTimeout(giveUp, FIRST_TILE_TIMEOUT_MS);
    tiles.once('tileload', () => window.clearTimeout(timer));
    tiles.on('tileerror', giveUp);
    if (navigator.onLine === false) giveUp();
    else tiles.addTo(map);

    // the map may open inside an animating dialog: measure again whenever the box changes
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container);
    mapRef.current = map;
    markerRef.current = marker;
    return () => {
      window.clearTimeout(timer);
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    const marker = markerRef.current;
    if (!map || !marker || !position) return;
    const next = L.latLng(position.latitude, position.longitude);
    if (marker.getLatLng().distanceTo(next) < 0.5) return;
    marker.setLatLng(next);
    map.setView(next, map.getZoom());
  }, [position]);

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label="Map: drag the marker to set the location"
      style={{ height: MAP_HEIGHT_PX, width: '100%', borderRadius: 'var(--radius-3)', zIndex: 0 }}
    />
  );
}
