/**
 * English texts of a household's profiles ("Who's watching?", the kids badge) and of My List,
 * part of the dictionary (en.ts): the navigation bar, cards and the player show them.
 */
export const enHousehold = {
  profiles: {
    title: "Who's watching?",
    list: 'Profiles',
    kids: 'Kids',
    locked: 'Locked with a PIN',
    manage: 'Manage profiles',
    pinTitle: '{{name}} is locked',
    pinDescription: 'Enter its 4-digit PIN to watch as {{name}}.',
    loadFailed: "We couldn't load your profiles.",
  },
  myList: {
    label: 'My List',
    toggle: 'My List: {{title}}',
    title: 'My List',
    intro: 'Films and shows you saved for later.',
    empty: 'Your list is empty.',
    emptyHint: 'Add films and shows with the My List button on a title, and find them here.',
    loadFailed: "We couldn't load My List.",
  },
};
