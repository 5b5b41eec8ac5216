import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { failureWithMessage } from '../failure-text';
import { festivalTournamentsQueryKey } from './get-festival-tournaments';
import { refreshCatalogue } from './refresh-catalogue';

export interface TournamentRemoval {
  id: number;
  /** The festival whose list is refetched afterwards. */
  festivalId: string;
}

/** DELETE /api/admin/tournaments/{id}. */
export async function deleteTournament({ id }: TournamentRemoval): Promise<void> {
  const response = await apiRequest('DELETE', apiPaths.admin.tournament(id));
  await response.text();
}

export function useDeleteTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTournament,
    onSuccess: (_nothing, { festivalId }) => {
      notify({ title: 'Success', description: 'Tournament deleted successfully', tone: 'success' });
      return refreshCatalogue(queryClient, festivalTournamentsQueryKey(festivalId));
    },
    onError: (error) => notify({ title: 'Error', description: failureWithMessage('Failed to delete tournament', error), tone: 'destructive' }),
  });
}
