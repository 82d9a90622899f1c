import { describe, expect, it } from 'vitest';
import { addressKind, isFetchable, type AddressKind } from './upstream-address.js';

const KINDS: readonly (readonly [string, AddressKind])[] = [
  ['93.184.215.14', 'public'],
  ['8.8.8.8', 'public'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'reserved'],
  ['10.1.2.3', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['172.32.0.1', 'public'],
  ['192.168.1.10', 'private'],
  ['169.254.10.20', 'link-local'],
  ['100.64.0.1', 'shared'],
  ['100.127.255.255', 'shared'],
  ['100.128.0.1', 'public'],
  ['169.254.169.254', 'metadata'],
  ['169.254.170.2', 'metadata'],
  ['100.100.100.200', 'metadata'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'reserved'],
  ['192.0.0.192', 'reserved'],
  ['192.0.2.1', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['198.51.100.7', 'reserved'],
  ['203.0.113.7', 'reserved'],
  ['2606:4700:4700::1111', 'public'],
  ['2a00:1450:4001:80b::200e', 'public'],
  ['::1', 'loopback'],
  ['::', 'unspecified'],
  ['fc00::1', 'private'],
  ['fd12:3456::1', 'private'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['fd00:ec2::254', 'metadata'],
  ['ff02::1', 'multicast'],
  ['2001:db8::1', 'reserved'],
  ['2002:7f00:1::1', 'reserved'],
  ['100::1', 'reserved'],
  ['::8.8.8.8', 'reserved'],
  ['4000::1', 'reserved'],
  // IPv4-mapped and NAT64 addresses reach the IPv4 address they carry.
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::ffff:10.0.0.1', 'private'],
  ['::ffff:169.254.169.254', 'metadata'],
  ['::ffff:a9fe:a9fe', 'metadata'],
  ['::ffff:8.8.8.8', 'public'],
  ['64:ff9b::8.8.8.8', 'public'],
  ['64:ff9b::7f00:1', 'loopback'],
  ['64:ff9b::a9fe:a9fe', 'metadata'],
  ['not an address', 'reserved'],
];

describe('addressKind', () => {
  it.each(KINDS)('classifies %s as %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });
});

describe('isFetchable', () => {
  it('fetches only public addresses by default', () => {
    const fetchable = KINDS.filter(([address]) => isFetchable(addressKind(address), false));
    expect(new Set(fetchable.map(([, kind]) => kind))).toEqual(new Set(['public']));
  });

  it('adds loopback, private, link-local and shared addresses when private ones are allowed', () => {
    const kinds: AddressKind[] = ['public', 'loopback', 'private', 'link-local', 'shared'];
    for (const kind of kinds) expect(isFetchable(kind, true)).toBe(true);
  });

  it('never fetches metadata, unspecified, multicast or reserved addresses', () => {
    const kinds: AddressKind[] = ['metadata', 'unspecified', 'multicast', 'reserved'];
    for (const kind of kinds) {
      expect(isFetchable(kind, true)).toBe(false);
      expect(isFetchable(kind, false)).toBe(false);
    }
  });
});
