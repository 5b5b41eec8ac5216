import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TournamentView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import type { TournamentBody } from '../catalogue-types';
import { failureWithMessage } from '../failure-text';
import { festivalTournamentsQueryKey } from './get-festival-tournaments';
import { refreshCatalogue } from './refresh-catalogue';

/** POST /api/admin/tournaments; answers the new record. */
export function createTournament(body: TournamentBody): Promise<TournamentView> {
  return apiJson<TournamentView>('POST', apiPaths.admin.tournaments, body);
}

export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTournament,
    onSuccess: (_created, body) => {
      notify({ title: 'Success', description: 'Tournament created successfully', tone: 'success' });
      return refreshCatalogue(queryClient, festivalTournamentsQueryKey(body.productId));
    },
    onError: (error) => notify({ title: 'Error', description: failureWithMessage('Failed to create tournament', error), tone: 'destructive' }),
  });
}
