import { useSearchParam } from '@/lib/dom/use-search-param';

/** `/customers?visitor=<id>`: the visitor whose details are open ("Open Zahra Karimi"). */
export const VISITOR_PARAM = 'visitor';

/**
 * The open visitor as `?visitor=<id>` in the address: the outbox panel and the register form
 * open a visitor by id (a link can, too). Opening pushes a history entry; closing puts the
 * list's address in its place.
 */
export function useVisitorParam(): [string | null, (id: string | null) => void] {
  return useSearchParam(VISITOR_PARAM, { clearReplaces: true });
}
