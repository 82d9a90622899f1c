/** Query keys of seasons' episode lists, shared by the details pages and the player. */
export const seasonEpisodesKeys = {
  all: ['season-episodes'] as const,
  season: (seasonId: number) => [...seasonEpisodesKeys.all, seasonId] as const,
};
