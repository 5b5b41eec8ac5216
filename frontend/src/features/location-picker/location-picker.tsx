import { Box, Button, Flex, Grid, Skeleton, Text, TextField } from '@radix-ui/themes';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormField } from '../../components/ui/form-field';
import { MAP_HEIGHT_PX, normalisedPosition, parsePosition } from './coordinates';
import { defaultGeocoder, GeocoderUnavailableError, type Geocoder } from './geocoder';
import { MapBoundary } from './map-boundary';

// Leaflet and its CSS live in this chunk only; it loads when a form with a map opens.
const LeafletMap = lazy(() => import('./leaflet-map'));

export const OFFLINE_TEXT = 'Map unavailable offline — enter the coordinates below.';

export interface Coordinates {
  latitude: string;
  longitude: string;
}

interface LocationPickerProps extends Coordinates {
  onChange: (coordinates: Coordinates) => void;
  latitudeError?: string;
  longitudeError?: string;
  /** The address search service; Nominatim unless a test or deployment swaps it. */
  geocoder?: Geocoder;
}

type SearchState = { kind: 'idle' } | { kind: 'searching' } | { kind: 'not-found'; query: string } | { kind: 'found'; label: string };

/**
 * Map with a draggable marker, an address search and the typed latitude/longitude (spec section 2).
 * Offline, the map and the search say so and the typed coordinates keep working; nothing here blocks the form.
 */
export function LocationPicker({ latitude, longitude, onChange, latitudeError, longitudeError, geocoder = defaultGeocoder }: LocationPickerProps) {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<SearchState>({ kind: 'idle' });
  const [unavailable, setUnavailable] = useState(false);
  const searchAbort = useRef<AbortController | null>(null);
  const position = useMemo(() => parsePosition(latitude, longitude), [latitude, longitude]);
  const markUnavailable = useCallback(() => setUnavailable(true), []);

  const runSearch = async () => {
    const text = query.trim();
    if (!text) return;
    searchAbort.current?.abort();
    const controller = new AbortController();
    searchAbort.current = controller;
    setSearch({ kind: 'searching' });
    try {
      const result = await geocoder.search(text, controller.signal);
      if (controller.signal.aborted) return;
      if (!result) {
        setSearch({ kind: 'not-found', query: text });
        return;
      }
      setSearch({ kind: 'found', label: result.label });
      onChange(normalisedPosition(result.latitude, result.longitude));
    } catch (error) {
      if (controller.signal.aborted) return;
      if (!(error instanceof GeocoderUnavailableError)) console.warn('Address search failed', error);
      setSearch({ kind: 'idle' });
      setUnavailable(true);
    }
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter searches; it must not submit the surrounding form
    event.preventDefault();
    void runSearch();
  };

  return (
    <Flex direction="column" gap="2">
      <Flex gap="2">
        <Box flexGrow="1">
          <TextField.Root
            placeholder="Search for a location..."
            aria-label="Search for a location"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onSearchKey}
          />
        </Box>
        <Button type="button" variant="soft" onClick={() => void runSearch()} loading={search.kind === 'searching'}>
          Find
        </Button>
      </Flex>
      <MapBoundary onFailure={markUnavailable}>
        <Suspense fallback={<Skeleton height={`${MAP_HEIGHT_PX}px`} width="100%" />}>
          <LeafletMap position={position} onPick={onChange} onUnavailable={markUnavailable} />
        </Suspense>
      </MapBoundary>
      <Text size="1" color="gray">
        Drag the marker or search for an address to set the location.
      </Text>
      {unavailable && (
        <Text size="2" color="amber" weight="medium" role="status">
          {OFFLINE_TEXT}
        </Text>
      )}
      {search.kind === 'not-found' && (
        <Text size="2" color="gray" role="status">
          No location found for “{search.query}”.
        </Text>
      )}
      {search.kind === 'found' && (
        <Text size="1" color="gray" role="status">
          Found: {search.label}
        </Text>
      )}
      <Grid columns="2" gap="3">
        <FormField
          label="Latitude"
          inputMode="decimal"
          placeholder="48.208200"
          value={latitude}
          error={latitudeError}
          onChange={(event) => onChange({ latitude: event.target.value, longitude })}
        />
        <FormField
          label="Longitude"
          inputMode="decimal"
          placeholder="16.373800"
          value={longitude}
          error={longitudeError}
          onChange={(event) => onChange({ latitude, longitude: event.target.value })}
        />
      </Grid>
    </Flex>
  );
}
