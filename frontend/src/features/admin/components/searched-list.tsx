import type { ReactNode } from 'react';
import { AdminListHeader } from './admin-list-header';
import { AdminTable, type AdminColumn } from './admin-table';
import { QueryState } from './query-state';
import { useListSearch } from './use-list-search';

interface SearchedListProps<Item> {
  title: string;
  /** What the records are called in the search box and the empty line ('casinos'). */
  noun: string;
  query: { data?: readonly Item[]; isLoading: boolean; isError: boolean };
  matches: (item: Item, search: string) => boolean;
  /** Said when the list could not be read. */
  error: ReactNode;
  /** The tab's add button, when it has one. */
  action?: ReactNode;
  columns: readonly AdminColumn[];
  /** One table row (keyed) per record the search leaves. */
  row: (item: Item) => ReactNode;
}

/** An admin list with a search box (casinos, festivals, users): heading, search, the table or why it is empty. */
export function SearchedList<Item>({ title, noun, query, matches, error, action, columns, row }: SearchedListProps<Item>) {
  const { box, shown, emptyText } = useListSearch(query.data, matches, noun);
  return (
    <>
      <AdminListHeader title={title} {...box} action={action} />
      <QueryState query={query} error={error}>
        <AdminTable label={title} columns={columns} isEmpty={shown.length === 0} emptyText={emptyText}>
          {shown.map(row)}
        </AdminTable>
      </QueryState>
    </>
  );
}
