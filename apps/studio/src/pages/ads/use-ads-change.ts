import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A change to ads (a save or a delete); the lists under `listKey` are read again after it. */
export function useAdsChange<Variables, Answer>(
  change: (variables: Variables) => Promise<Answer>,
  listKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
