import { BlockList, isIP } from 'node:net';

/**
 * What an IP address is, as far as fetching a third party's URL goes. Only `public` is fetched
 * by default; UPSTREAM_ALLOW_PRIVATE adds the kinds in {@link PRIVATE_KINDS}; the rest never.
 */
export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  /** 100.64/10 (CGNAT, also what Tailscale hands out): not reachable from the internet. */
  | 'shared'
  | 'unspecified'
  | 'multicast'
  | 'reserved'
  /** Where a cloud machine's credentials are: never fetched. */
  | 'metadata';

const PRIVATE_KINDS: ReadonlySet<AddressKind> = new Set([
  'loopback',
  'private',
  'link-local',
  'shared',
]);

type Rule = readonly [address: string, prefix: number];

/** Checked in order: the metadata addresses sit inside link-local, CGNAT and ULA ranges. */
const RULES: readonly (readonly [AddressKind, readonly Rule[]])[] = [
  [
    'metadata',
    [
      ['169.254.169.254', 32], // AWS, GCP, Azure and most others
      ['169.254.170.2', 32], // AWS ECS task credentials
      ['169.254.170.23', 32], // AWS EKS pod identity
      ['100.100.100.200', 32], // Alibaba Cloud
      ['fd00:ec2::254', 128], // AWS over IPv6
      ['fd00:ec2::23', 128], // AWS EKS pod identity over IPv6
    ],
  ],
  [
    'unspecified',
    [
      ['0.0.0.0', 32],
      ['::', 128],
    ],
  ],
  [
    'loopback',
    [
      ['127.0.0.0', 8],
      ['::1', 128],
    ],
  ],
  [
    'private',
    [
      ['10.0.0.0', 8],
      ['172.16.0.0', 12],
      ['192.168.0.0', 16],
      ['fc00::', 7],
      ['fec0::', 10], // the deprecated site-local range
      ['64:ff9b:1::', 48], // NAT64 of a local network's own prefix
    ],
  ],
  [
    'link-local',
    [
      ['169.254.0.0', 16],
      ['fe80::', 10],
    ],
  ],
  ['shared', [['100.64.0.0', 10]]],
  [
    'multicast',
    [
      ['224.0.0.0', 4],
      ['ff00::', 8],
    ],
  ],
  [
    'reserved',
    [
      ['0.0.0.0', 8],
      ['192.0.0.0', 24], // protocol assignments, Oracle Cloud's metadata 192.0.0.192 among them
      ['192.0.2.0', 24],
      ['192.88.99.0', 24],
      ['198.18.0.0', 15],
      ['198.51.100.0', 24],
      ['203.0.113.0', 24],
      ['240.0.0.0', 4], // and the broadcast 255.255.255.255
      ['100::', 64],
      ['2001::', 23],
      ['2001:db8::', 32],
      ['2002::', 16], // 6to4, which would reach whatever IPv4 address it carries
      ['3fff::', 20],
    ],
  ],
];

const LISTS = RULES.map(([kind, rules]) => {
  const list = new BlockList();
  for (const [address, prefix] of rules) {
    list.addSubnet(address, prefix, isIP(address) === 4 ? 'ipv4' : 'ipv6');
  }
  return [kind, list] as const;
});

/** IPv6 global unicast, 2000::/3: any other IPv6 address not named above is reserved. */
const GLOBAL_UNICAST = new BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');

/** What `address` (an IPv4 or IPv6 address, not a host name) is; an IPv4 inside IPv6 counts as itself. */
export function addressKind(address: string): AddressKind {
  const bare = address.split('%')[0] ?? '';
  const version = isIP(bare);
  if (version === 0) return 'reserved';
  const ipv4 = version === 4 ? bare : embeddedIpv4(bare);
  const family = ipv4 === undefined ? 'ipv6' : 'ipv4';
  const text = ipv4 ?? bare;
  for (const [kind, list] of LISTS) {
    if (list.check(text, family)) return kind;
  }
  if (family === 'ipv6' && !GLOBAL_UNICAST.check(text, 'ipv6')) return 'reserved';
  return 'public';
}

/** Whether Marquee may connect to an address of this kind under the operator's setting. */
export function isFetchable(kind: AddressKind, allowPrivate: boolean): boolean {
  return kind === 'public' || (allowPrivate && PRIVATE_KINDS.has(kind));
}

/** Whether UPSTREAM_ALLOW_PRIVATE would make an address of this kind fetchable. */
export function isPrivateKind(kind: AddressKind): boolean {
  return PRIVATE_KINDS.has(kind);
}

/**
 * The IPv4 address an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) IPv6 address
 * carries: the connection reaches that IPv4 address, so it is judged as one.
 */
function embeddedIpv4(address: string): string | undefined {
  const groups = ipv6Groups(address);
  if (groups === undefined) return undefined;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  const nat64 =
    groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0);
  if (!mapped && !nat64) return undefined;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing IPv4 part split). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g)) ? groups : undefined;
}
