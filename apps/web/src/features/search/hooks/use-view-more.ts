import { useState } from 'react';

export type ResultSection = 'movies' | 'tvShows' | 'channels';

/** Which sections asked for more results; a new search (text or filters) starts over. */
export function useViewMore(searchKey: string) {
  const [state, setState] = useState<{ key: string; sections: ResultSection[] }>({
    key: searchKey,
    sections: [],
  });
  const sections = state.key === searchKey ? state.sections : [];
  return {
    isExpanded: (section: ResultSection) => sections.includes(section),
    expand: (section: ResultSection) =>
      setState({ key: searchKey, sections: [...sections, section] }),
  };
}
