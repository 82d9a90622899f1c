import { z } from 'zod/mini';

// zod/mini loads no locale, so every issue without a text of its own would read "Invalid input".
// The English locale keeps the messages zod classic gave (the server sends them to clients).
z.config(z.locales.en());

/** zod/mini, the tree-shakeable build, with English messages; every schema file imports it. */
export { z };
