/** The API base URL, without a trailing slash; set `VITE_API_BASE` at build time to move it. */
export const API_BASE = (import.meta.env.VITE_API_BASE || '/api').replace(/\/+$/, '');
