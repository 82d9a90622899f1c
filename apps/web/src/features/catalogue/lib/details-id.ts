/** The id in a details route (`/movies/12`): a positive whole number, else null. */
export function parseDetailsId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
