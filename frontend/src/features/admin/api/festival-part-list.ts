import type { UseQueryResult } from '@tanstack/react-query';
import type { FestivalPartRef } from './catalogue-resources';

/** What a festival part's panel needs of its resource (festivalAccommodations, festivalTournaments, festivalExtras). */
interface FestivalPartResource<View> {
  useList: (festivalId: string | undefined) => UseQueryResult<View[]>;
  useRemove: () => { mutate: (ref: FestivalPartRef) => void };
}

/** One festival's rooms, tournaments or extras, and their removal once the admin has said yes to `question`. */
export function useFestivalPartList<View extends { id: number }>(resource: FestivalPartResource<View>, festivalId: string, question: string) {
  const query = resource.useList(festivalId);
  const remove = resource.useRemove();
  const confirmDelete = (record: View) => {
    if (window.confirm(question)) remove.mutate({ id: record.id, festivalId });
  };
  return { query, list: query.data ?? [], confirmDelete };
}
