import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';

export const festivalTournamentsQueryKey = (festivalId: string) => [apiPaths.tournaments(festivalId)] as const;

/** GET /api/tournaments?festivalId={id}: one festival's tournaments. */
export function getFestivalTournaments(festivalId: string, signal?: AbortSignal): Promise<TournamentView[]> {
  return fetchJson<TournamentView[]>(apiPaths.tournaments(festivalId), { on401: 'throw', signal });
}

export const festivalTournamentsQueryOptions = (festivalId: string) =>
  queryOptions({
    queryKey: festivalTournamentsQueryKey(festivalId),
    queryFn: ({ signal }) => getFestivalTournaments(festivalId, signal),
  });

/** Loaded only for a festival that exists (an id is known). */
export function useFestivalTournaments(festivalId: string | undefined) {
  return useQuery({ ...festivalTournamentsQueryOptions(festivalId ?? ''), enabled: Boolean(festivalId) });
}
