import { addressKind, isFetchable, isPrivateKind, type AddressKind } from './upstream-address.js';
import { UpstreamError } from './upstream-types.js';

const NEVER_FETCHED: Partial<Record<AddressKind, string>> = {
  metadata: "a cloud machine's metadata address",
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
};

/** Why `host`, connecting to `address`, may not be fetched; undefined when it may. */
export function refusal(
  host: string,
  address: string,
  allowPrivate: boolean,
): UpstreamError | undefined {
  const kind = addressKind(address);
  if (isFetchable(kind, allowPrivate)) return undefined;
  // The setting's hint only where the setting would help.
  const message = isPrivateKind(kind)
    ? `${host} resolves to ${address}, an address Marquee does not fetch (set UPSTREAM_ALLOW_PRIVATE=1 to allow private addresses)`
    : `${host} resolves to ${address}, ${NEVER_FETCHED[kind] ?? 'an address'} Marquee never fetches`;
  return new UpstreamError('blocked', message);
}

/** The UpstreamError a failed connection to `where` (a URL or a host name) becomes. */
export function connectionError(
  error: Pick<NodeJS.ErrnoException, 'code'> & Partial<Error>,
  where: URL | string,
): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const host = typeof where === 'string' ? where : where.host;
  if (error.code === 'ECONNREFUSED') {
    return new UpstreamError('refused', `${host} refused the connection`);
  }
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') {
    return new UpstreamError('network', `${host} was not found`);
  }
  return new UpstreamError(
    'network',
    `The connection to ${host} failed (${error.code ?? error.message ?? 'unknown error'})`,
  );
}
