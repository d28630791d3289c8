/** The ONE query-key factory of the teachers area (CONVENTIONS §2). */

export const teacherKeys = {
  all: ['teachers'] as const,
  lists: () => [...teacherKeys.all, 'list'] as const,
  /** `filters`: the list's search, filters, sort, page and page size (owned by the list's state hook). */
  list: (filters: object) => [...teacherKeys.lists(), filters] as const,
  details: () => [...teacherKeys.all, 'detail'] as const,
  detail: (id: number) => [...teacherKeys.details(), id] as const,
  /** The photo as an image source (fetched with the token); a save invalidates it with `all`. */
  photo: (id: number) => [...teacherKeys.detail(id), 'photo'] as const,
  /** The Analytics tab's figures: any teacher write makes them stale. */
  stats: () => [...teacherKeys.all, 'stats'] as const,
};
