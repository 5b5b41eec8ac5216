import { Box, Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Coordinates } from './location-picker';
import { normalisedPosition } from './coordinates';
import { GeocoderUnavailableError, type Geocoder } from './geocoder';

type SearchState = { kind: 'idle' } | { kind: 'searching' } | { kind: 'not-found'; query: string } | { kind: 'found'; label: string };

interface AddressSearchProps {
  geocoder: Geocoder;
  onFound: (coordinates: Coordinates) => void;
  /** The service cannot be reached: the picker says so and the typed coordinates stay. */
  onUnavailable: () => void;
}

/**
 * 'Search for a location...' with Find (Enter also searches). Only an explicit search asks the
 * service, never each keystroke: Nominatim's policy forbids autocomplete, and the geocoder spaces
 * the requests it does send.
 */
export function AddressSearch({ geocoder, onFound, onUnavailable }: AddressSearchProps) {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<SearchState>({ kind: 'idle' });
  const searchAbort = useRef<AbortController | null>(null);
  useEffect(() => () => searchAbort.current?.abort(), []);

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
      onFound(normalisedPosition(result.latitude, result.longitude));
    } catch (error) {
      if (controller.signal.aborted) return;
      if (!(error instanceof GeocoderUnavailableError)) console.warn('Address search failed', error);
      setSearch({ kind: 'idle' });
      onUnavailable();
    }
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter searches; it must not submit the surrounding form
    event.preventDefault();
    void runSearch();
  };

  return (
    <>
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
    </>
  );
}
