// The demo catalogue's word lists, names and packages: data, which demo-catalogue.ts and
// demo-texts.ts draw from.

export const GENRE_NAMES = [
  'Action',
  'Comedy',
  'Drama',
  'Thriller',
  'Science Fiction',
  'Documentary',
  'Animation',
  'Romance',
  'Horror',
  'Family',
  'Crime',
  'Adventure',
] as const;
export type GenreName = (typeof GENRE_NAMES)[number];

export const SHOW_TYPE_NAMES = [
  'Feature film',
  'Series',
  'Mini-series',
  'Documentary series',
  'Classic',
  'Independent',
] as const;
export type ShowTypeName = (typeof SHOW_TYPE_NAMES)[number];

// prettier-ignore
export const ADJECTIVES = [
  'Silent', 'Broken', 'Golden', 'Last', 'Hidden', 'Crimson', 'Distant', 'Electric', 'Frozen',
  'Hollow', 'Iron', 'Lonely', 'Midnight', 'Northern', 'Paper', 'Quiet', 'Restless', 'Scarlet',
  'Secret', 'Shattered', 'Silver', 'Sleeping', 'Stolen', 'Sudden', 'Burning', 'Velvet',
  'Wandering', 'Wild', 'Winter', 'Forgotten', 'Endless', 'Falling', 'Glass', 'Lucky', 'Neon',
  'Savage', 'Bright', 'Borrowed', 'Perfect', 'Second',
];

// prettier-ignore
export const NOUNS = [
  'Harbour', 'Horizon', 'Kingdom', 'Letter', 'Lighthouse', 'Machine', 'Mirror', 'Orchard',
  'Promise', 'River', 'Signal', 'Summer', 'Tide', 'Voyage', 'Witness', 'Garden', 'Frontier',
  'Empire', 'Echo', 'Crossing', 'Canyon', 'Bridge', 'Compass', 'Carnival', 'Circuit', 'Comet',
  'Desert', 'Dynasty', 'Engine', 'Fortune', 'Gambit', 'Harvest', 'Island', 'Labyrinth',
  'Legacy', 'Meridian', 'Orbit', 'Paradox', 'Pilgrim', 'Reckoning', 'Requiem', 'Sanctuary',
  'Shadow', 'Storm', 'Symphony', 'Tower', 'Verdict', 'Whisper',
];

// prettier-ignore
export const PLACES = [
  'Avalon Bay', 'Port Esper', 'Cold Hollow', 'Marrow Creek', 'Saint Corva', 'Eastgate',
  'Lowmoor', 'Kestrel Point', 'Ember Falls', 'Greyhaven', 'Red Mesa', 'Vell Harbour',
  'Orin Valley', 'Stillwater', 'Brackenridge', 'Halden Cross',
];

export const TIMES = [
  'Dawn',
  'Dusk',
  'Midnight',
  'Noon',
  'Low Tide',
  'First Light',
  'Closing Time',
];

// prettier-ignore
export const FIRST_NAMES = [
  'Ada', 'Bruno', 'Celia', 'Dmitri', 'Elena', 'Felix', 'Greta', 'Hugo', 'Ines', 'Jonah', 'Kira',
  'Leon', 'Mara', 'Nico', 'Olivia', 'Pablo', 'Quinn', 'Rosa', 'Samir', 'Tessa', 'Umar', 'Vera',
  'Walter', 'Ximena', 'Yusuf', 'Zora', 'Amara', 'Bastian', 'Clara', 'Dario', 'Esme', 'Flynn',
  'Hana', 'Ivo', 'Joana', 'Kofi', 'Lena', 'Matteo', 'Nadia', 'Oskar',
];

// prettier-ignore
export const LAST_NAMES = [
  'Almeida', 'Brandt', 'Castell', 'Dunmore', 'Eriksen', 'Ferreira', 'Galloway', 'Hartmann',
  'Ibarra', 'Jansen', 'Kowalski', 'Lindqvist', 'Moreau', 'Novak', 'Okafor', 'Petrov', 'Quint',
  'Rossi', 'Sandoval', 'Tanaka', 'Ulrich', 'Varga', 'Whitlock', 'Xavier', 'Yilmaz', 'Zeller',
  'Abbott', 'Bellamy', 'Carvalho', 'Delacroix', 'Esposito', 'Fontaine', 'Grey', 'Holm',
  'Iversen', 'Kaur', 'Lambert', 'Mendes', 'Nakamura', 'Oliveira',
];

// prettier-ignore
export const ROLES = [
  'a retired cartographer', 'a night-shift nurse', 'a disgraced detective', 'a young violinist',
  'a stubborn ferry captain', 'a small-town mechanic', 'an out-of-work magician',
  'a radio astronomer', 'a junior diplomat', 'a reluctant heir', 'a getaway driver',
  'a museum restorer', 'a teenage inventor', 'a travelling chef', 'a lighthouse keeper',
  'a former champion boxer',
];

// prettier-ignore
export const INCITING = [
  'finds a map that should not exist', 'inherits a failing cinema',
  'receives a letter dated thirty years in the future',
  'witnesses something nobody else will admit to', 'takes a job guarding an empty museum',
  'discovers a door in the basement that was not there yesterday',
  'agrees to make one last delivery', 'answers a phone that was disconnected years ago',
  'loses a bet to exactly the wrong person', 'picks up a signal from the edge of the map',
  'is handed the keys to a house with no address', "wakes up with a stranger's memories",
];

// prettier-ignore
export const GOALS = [
  'win back a stolen family name', 'finish a journey started decades ago',
  'keep a small town from being swallowed by the sea', 'prove an old friend innocent',
  'find where the signal comes from', 'reunite a band that broke up in bitter silence',
  'outrun the storm of the century', 'return something that was never theirs to take',
  'deliver a message that could change everything', 'save the one place they ever called home',
];

// prettier-ignore
export const DEADLINES = [
  'the last train leaves', 'winter sets in', 'the festival ends', 'the lights go out for good',
  'the tide turns', 'morning comes', 'the election is called', 'the river freezes over',
];

// The closing sentence sets the tone of the title's first genre.
export const TONE: Record<GenreName, readonly string[]> = {
  Action: [
    'Every step raises the stakes, and the clock never stops.',
    'There is no plan B, only the next narrow escape.',
  ],
  Comedy: [
    'Nothing goes to plan, and that turns out to be the best part.',
    'Chaos, it turns out, runs in the family.',
  ],
  Drama: [
    'Along the way, old wounds reopen and new loyalties form.',
    'Some choices can only be made once.',
  ],
  Thriller: [
    'Trust is a luxury, and somebody is always watching.',
    'The closer the truth gets, the more dangerous it becomes.',
  ],
  'Science Fiction': [
    'The future, it turns out, has plans of its own.',
    'Out past the known stars, the rules are different.',
  ],
  Documentary: [
    'It is a story about what we keep, and what we leave behind.',
    'Patient and warm, it finds the extraordinary in everyday lives.',
  ],
  Animation: [
    'A hand-drawn adventure bursting with colour and heart.',
    'Big laughs and bigger feelings, for every age.',
  ],
  Romance: [
    'Love arrives at the worst possible moment.',
    'Some people are worth crossing an ocean for.',
  ],
  Horror: ['Some doors should stay closed.', 'Whatever waits in the dark has been very patient.'],
  Family: ['A warm adventure for every generation.', 'Home is wherever the family ends up.'],
  Crime: [
    'In a city that runs on favours, every debt is collected.',
    'One job, one chance, and far too many loose ends.',
  ],
  Adventure: [
    'The map ends here; the adventure does not.',
    'Beyond the last road lies the journey of a lifetime.',
  ],
};

// prettier-ignore
export const SUBJECTS = [
  'the last lighthouse keepers of a northern coast', 'a family of glassblowers',
  'a village orchestra preparing for its final concert',
  'the engineers behind a forgotten mountain railway', 'beekeepers facing a changing climate',
  'a night market that opens only in winter', 'street photographers of a fast-changing city',
  'a mountain rescue team', 'the cooks of a famous roadside diner',
  'amateur astronomers chasing a comet',
];

// prettier-ignore
export const EPISODE_EVENTS = [
  'makes a deal that cannot be undone', 'follows a lead out of town',
  'finally learns who sent the letter', 'hosts a dinner that goes badly wrong',
  'is forced to choose between two friends', 'uncovers a second set of books',
  'spends a long night waiting for news', 'returns to where it all began',
  'takes the blame for someone else', 'meets a stranger who knows too much',
];

// prettier-ignore
export const SUBPLOTS = [
  'an old rival comes back to collect', 'a secret slips out at the worst moment',
  'the storm finally reaches the coast', 'an unexpected visitor changes the plan',
  'a long-lost recording surfaces', 'the money runs out',
];

/** Default subscription packages: the shape of the contract's `SubscriptionPackage`. */
export const PACKAGES = [
  {
    id: 1,
    name: 'Basic',
    subscription_price: 5.99,
    currency_code: 'EUR',
    description: 'The whole catalogue in standard definition on one screen at a time.',
  },
  {
    id: 2,
    name: 'Standard',
    subscription_price: 9.99,
    currency_code: 'EUR',
    description: 'Everything in HD, live channels with catch-up, on two screens at once.',
  },
  {
    id: 3,
    name: 'Premium',
    subscription_price: 14.99,
    currency_code: 'EUR',
    description: 'The best picture we have, live and catch-up, on four screens at once.',
  },
] as const;
