// One admin catalogue resource (casinos, hotels, festivals and a festival's rooms, tournaments and
// extras) as data: where its list is read, where its records are written, what each write says.
// Every resource behaves alike: a write toasts, refetches the admin list it changed and marks the
// shop front's copies of the catalogue stale; a failed write toasts the resource's own failure text.
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { apiJson, apiRequest, fetchJson } from '../../../lib/api-client';
import { notify, type Notice } from '../../../lib/notify';
import type { Update } from '../catalogue-types';

/** What a write says: a success notice from its answer (a success tone unless it says otherwise), and the text of its failure. */
export interface WriteWords<Result> {
  done: (result: Result) => Omit<Notice, 'id'>;
  failed: (error: unknown) => string;
}

export interface CatalogueResourceSpec<View, Body, Scope, Id, Ref> {
  /** GET: the URL of the list for a scope (the whole list, or one festival's part); also its query key. */
  list: (scope: Scope) => string;
  /** When a list may be read at all (a festival's part only once the festival has an id). */
  readable?: (scope: Scope) => boolean;
  /** POST: where new records go. */
  collection: string;
  /** PATCH and DELETE: one record. */
  item: (id: Id) => string;
  /** The list a written body, or a removed record, belongs to. */
  scopeOf: (body: Body) => Scope;
  scopeOfRemoval: (ref: Ref) => Scope;
  /** What is sent for a create and for an update, when it is not the form's body as is. */
  createBody?: (body: Body) => unknown;
  updateBody?: (body: Body) => unknown;
  /** Admin figures a write changes besides the list. */
  alsoStale?: QueryKey[];
  created: WriteWords<View>;
  updated: WriteWords<View>;
  removed: WriteWords<void>;
}

const beforeQuery = (url: string) => url.split('?')[0] ?? url;

// The public catalogue reads the shop front caches (home, festival page); an admin write makes them stale.
const PUBLIC_CATALOGUE = [
  apiPaths.products,
  apiPaths.casinos,
  apiPaths.hotels,
  beforeQuery(apiPaths.accommodations('')),
  beforeQuery(apiPaths.tournaments('')),
  beforeQuery(apiPaths.extras('')),
];

function isPublicCatalogueKey(queryKey: QueryKey): boolean {
  const first = queryKey[0];
  return typeof first === 'string' && PUBLIC_CATALOGUE.some((prefix) => first.startsWith(prefix));
}

/** After an admin catalogue write: refetch the admin lists named by `keys` and mark the shop front's copies stale. */
function refreshCatalogue(queryClient: QueryClient, keys: QueryKey[]): Promise<unknown> {
  return Promise.all([
    ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ predicate: (query) => isPublicCatalogueKey(query.queryKey) }),
  ]);
}

/** A write's mutation options: send, then say so and refresh what it made stale, or say why not. */
function catalogueWrite<Vars, Result>(
  queryClient: QueryClient,
  send: (vars: Vars) => Promise<Result>,
  words: WriteWords<Result>,
  staleAfter: (vars: Vars) => QueryKey[],
): UseMutationOptions<Result, Error, Vars> {
  return {
    mutationFn: send,
    onSuccess: (result, vars) => {
      notify({ tone: 'success', ...words.done(result) });
      return refreshCatalogue(queryClient, staleAfter(vars));
    },
    onError: (error) => notify({ title: 'Error', description: words.failed(error), tone: 'destructive' }),
  };
}

/** The list query and the three write hooks of one catalogue resource. */
export function catalogueResource<View, Body, Scope = void, Id = number, Ref extends { id: Id } = { id: Id }>(
  spec: CatalogueResourceSpec<View, Body, Scope, Id, Ref>,
) {
  const queryKey = (scope: Scope) => [spec.list(scope)] as const;
  const listQuery = (scope: Scope) =>
    queryOptions({ queryKey: queryKey(scope), queryFn: ({ signal }) => fetchJson<View[]>(spec.list(scope), { on401: 'throw', signal }) });
  const stale = (scope: Scope): QueryKey[] => [queryKey(scope), ...(spec.alsoStale ?? [])];
  const create = (body: Body) => apiJson<View>('POST', spec.collection, spec.createBody ? spec.createBody(body) : body);
  const update = ({ id, body }: Update<Body, Id>) => apiJson<View>('PATCH', spec.item(id), spec.updateBody ? spec.updateBody(body) : body);
  const remove = async ({ id }: Ref): Promise<void> => {
    const response = await apiRequest('DELETE', spec.item(id));
    await response.text();
  };

  const writes = (queryClient: QueryClient) => ({
    create: catalogueWrite(queryClient, create, spec.created, (body) => stale(spec.scopeOf(body))),
    update: catalogueWrite(queryClient, update, spec.updated, ({ body }) => stale(spec.scopeOf(body))),
    remove: catalogueWrite(queryClient, remove, spec.removed, (ref) => stale(spec.scopeOfRemoval(ref))),
  });

  return {
    queryKey,
    listQuery,
    writes,
    /** What its writes say (the toasts' words), for a form that also shows a refusal itself. */
    words: { created: spec.created, updated: spec.updated, removed: spec.removed },
    useList: (scope: Scope) => useQuery({ ...listQuery(scope), enabled: spec.readable?.(scope) ?? true }),
    useCreate: () => useMutation(writes(useQueryClient()).create),
    useUpdate: () => useMutation(writes(useQueryClient()).update),
    useRemove: () => useMutation(writes(useQueryClient()).remove),
    /**
     * A form's save: an update of the record `id` names, or a create without one; `onSaved` runs once
     * it is stored. `failure` is the last refusal's text (the toast's description), until the next try.
     */
    useSave: (id: Id | undefined) => {
      const queryClient = useQueryClient();
      const create = useMutation(writes(queryClient).create);
      const update = useMutation(writes(queryClient).update);
      const save = (body: Body, onSaved: () => void) => {
        if (id !== undefined) update.mutate({ id, body }, { onSuccess: onSaved });
        else create.mutate(body, { onSuccess: onSaved });
      };
      // the failed save in the resource's own words, for the form to show beside its button until the next try
      const failure = create.error ? spec.created.failed(create.error) : update.error ? spec.updated.failed(update.error) : null;
      return { save, pending: create.isPending || update.isPending, failure };
    },
  };
}
