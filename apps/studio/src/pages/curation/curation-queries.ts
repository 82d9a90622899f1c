import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { studioApi, type SlideModelType } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';

/** The curation page's query keys: the slider, the rows, and searches by name. */
export const curationKeys = {
  all: ['studio', 'curation'] as const,
  slides: () => [...curationKeys.all, 'slides'] as const,
  rows: () => [...curationKeys.all, 'rows'] as const,
  candidates: (search: string, type: SlideModelType | undefined) =>
    [...curationKeys.all, 'candidates', { search, type }] as const,
};

/** The home slider's slides in order. */
export const slidesQuery = () =>
  queryOptions({
    queryKey: curationKeys.slides(),
    queryFn: ({ signal }) => studioRequest(studioApi.highlightedSlides, { signal }),
  });

/** The recommended rows of movies and shows. */
export const rowsQuery = () =>
  queryOptions({
    queryKey: curationKeys.rows(),
    queryFn: ({ signal }) => studioRequest(studioApi.recommendedRows, { signal }),
  });

/** Titles and channels whose name matches `search`, of one kind or all. */
export const candidatesQuery = (search: string, type: SlideModelType | undefined) =>
  queryOptions({
    queryKey: curationKeys.candidates(search, type),
    queryFn: ({ signal }) =>
      studioRequest(studioApi.curationCandidates, {
        query: { search, ...(type === undefined ? {} : { type }) },
        signal,
      }),
    enabled: search.trim() !== '',
  });

/** A save of the curation; what it changed is read again after it. */
export function useCurationChange<Variables, Answer>(
  change: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: curationKeys.all }),
  });
}
