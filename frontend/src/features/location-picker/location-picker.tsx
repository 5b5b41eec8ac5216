import { Flex, Grid, Skeleton, Text } from '@radix-ui/themes';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { FormField } from '../../components/ui/form-field';
import { AddressSearch } from './address-search';
import { MAP_HEIGHT_PX, parsePosition } from './coordinates';
import { geocoderFor, type Geocoder } from './geocoder';
import { MapBoundary } from './map-boundary';
import { useMapConfig } from './map-config';

// Leaflet and its CSS live in this chunk only; it loads when a form with a map opens.
const LeafletMap = lazy(() => import('./leaflet-map'));

export const OFFLINE_TEXT = 'Map unavailable offline — enter the coordinates below.';
export const MAP_OFF_TEXT = 'The map is turned off — enter the coordinates below.';

export interface Coordinates {
  latitude: string;
  longitude: string;
}

interface LocationPickerProps extends Coordinates {
  onChange: (coordinates: Coordinates) => void;
  latitudeError?: string;
  longitudeError?: string;
  /** The address search service; the configured one (GET /api/map/config) unless a test swaps it. */
  geocoder?: Geocoder;
}

/**
 * Map with a draggable marker, an address search and the typed latitude/longitude (spec section 2).
 * Tiles and search come from the server's configuration; offline, or when they are turned off, the
 * picker says so and the typed coordinates keep working. Nothing here blocks the form.
 */
export function LocationPicker({ latitude, longitude, onChange, latitudeError, longitudeError, geocoder: givenGeocoder }: LocationPickerProps) {
  const config = useMapConfig();
  const [unavailable, setUnavailable] = useState(false);
  const position = useMemo(() => parsePosition(latitude, longitude), [latitude, longitude]);
  const markUnavailable = useCallback(() => setUnavailable(true), []);
  const tiles = config.data?.tiles ?? null;
  const configuredGeocoder = config.data?.geocoder;
  const geocoder = givenGeocoder ?? (configuredGeocoder ? geocoderFor(configuredGeocoder) : undefined);
  // the settings could not be read: as good as offline
  const offline = unavailable || config.isError;
  const turnedOff = config.isSuccess && !tiles;

  return (
    <Flex direction="column" gap="2">
      {geocoder && !config.isError && <AddressSearch geocoder={geocoder} onFound={onChange} onUnavailable={markUnavailable} />}
      {config.isPending && <Skeleton height={`${MAP_HEIGHT_PX}px`} width="100%" />}
      {tiles && (
        <>
          <MapBoundary onFailure={markUnavailable}>
            <Suspense fallback={<Skeleton height={`${MAP_HEIGHT_PX}px`} width="100%" />}>
              <LeafletMap tiles={tiles} position={position} onPick={onChange} onUnavailable={markUnavailable} />
            </Suspense>
          </MapBoundary>
          <Text size="1" color="gray">
            {geocoder ? 'Drag the marker or search for an address to set the location.' : 'Drag the marker to set the location.'}
          </Text>
        </>
      )}
      {offline && (
        <Text size="2" color="amber" weight="medium" role="status">
          {OFFLINE_TEXT}
        </Text>
      )}
      {turnedOff && !offline && (
        <Text size="2" color="gray" role="status">
          {MAP_OFF_TEXT}
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
