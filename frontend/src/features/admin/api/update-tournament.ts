import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TournamentView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import type { TournamentBody, Update } from '../catalogue-types';
import { failureWithMessage } from '../failure-text';
import { festivalTournamentsQueryKey } from './get-festival-tournaments';
import { refreshCatalogue } from './refresh-catalogue';

/** PATCH /api/admin/tournaments/{id} with every field but productId (the festival never changes); answers the record. */
export function updateTournament({ id, body }: Update<TournamentBody>): Promise<TournamentView> {
  const { productId: _festival, ...fields } = body;
  return apiJson<TournamentView>('PATCH', apiPaths.admin.tournament(id), fields);
}

export function useUpdateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTournament,
    onSuccess: (_updated, { body }) => {
      notify({ title: 'Success', description: 'Tournament updated successfully', tone: 'success' });
      return refreshCatalogue(queryClient, festivalTournamentsQueryKey(body.productId));
    },
    onError: (error) => notify({ title: 'Error', description: failureWithMessage('Failed to update tournament', error), tone: 'destructive' }),
  });
}
