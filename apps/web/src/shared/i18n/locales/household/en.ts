/**
 * English texts of a household's profiles ("Who's watching?", the kids badge), part of the
 * dictionary (en.ts): the navigation bar shows them on every page.
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
};
