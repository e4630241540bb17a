import { describe, expect, it } from 'vitest';
import { ipNetwork, parseIp, playbackNetwork } from '../../src/lib/ip-network';

describe('the network of an address (the autoban counts IPv4 /24 and IPv6 /48)', () => {
  it.each([
    // IPv4
    ['198.51.100.7', '198.51.100.0/24'],
    ['198.51.100.255', '198.51.100.0/24'],
    ['198.51.101.7', '198.51.101.0/24'],
    ['0.0.0.0', '0.0.0.0/24'],
    ['255.255.255.255', '255.255.255.0/24'],
    // IPv6, every spelling of one address gives one network
    ['2001:db8:1:2::1', '2001:db8:1::/48'],
    ['2001:0DB8:0001:ffff:ffff:ffff:ffff:ffff', '2001:db8:1::/48'],
    ['2001:db8:2::1', '2001:db8:2::/48'],
    ['2001:db8::', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0::/48'],
    // IPv4-mapped IPv6 is the IPv4 address (a dual-stack listener sees IPv4 clients so)
    ['::ffff:198.51.100.7', '198.51.100.0/24'],
    ['::FFFF:198.51.100.200', '198.51.100.0/24'],
    ['::ffff:c633:6407', '198.51.100.0/24'],
    ['0:0:0:0:0:ffff:198.51.100.7', '198.51.100.0/24'],
    // not addresses
    ['', null],
    ['localhost', null],
    ['198.51.100', null],
    ['198.51.100.256', null],
    ['2001:db8::1::2', null],
    ['12345::', null],
    ['198.51.100.7/24', null],
  ])('%j → %j', (ip, network) => {
    expect(playbackNetwork(ip)?.network ?? null).toBe(network);
  });

  it('writes the address as staff read it: a mapped IPv4 as IPv4, IPv6 without leading zeros', () => {
    expect(playbackNetwork('::ffff:198.51.100.7')?.address).toBe('198.51.100.7');
    expect(playbackNetwork('2001:0DB8:0001:0000:0000:0000:0000:0001')?.address).toBe('2001:db8:1::1');
    expect(playbackNetwork('2001:db8:0:1:0:0:0:1')?.address).toBe('2001:db8:0:1::1');
    expect(playbackNetwork('2001:db8:0:0:1:0:0:1')?.address).toBe('2001:db8::1:0:0:1');
    expect(playbackNetwork('::1')?.address).toBe('::1');
    expect(playbackNetwork('::')?.address).toBe('::');
    expect(playbackNetwork('2001:db8:1:2:3:4:5:6')?.address).toBe('2001:db8:1:2:3:4:5:6');
    expect(playbackNetwork('2001:db8:1:2:3:4:5:0')?.address).toBe('2001:db8:1:2:3:4:5:0');
  });

  it('keeps other prefixes to the bit', () => {
    expect(ipNetwork('198.51.100.77', { ipv4: 32, ipv6: 64 })).toBe('198.51.100.77/32');
    expect(ipNetwork('198.51.100.77', { ipv4: 16, ipv6: 64 })).toBe('198.51.0.0/16');
    expect(ipNetwork('2001:db8:1:2:3::', { ipv4: 24, ipv6: 64 })).toBe('2001:db8:1:2::/64');
  });

  it('parses mapped addresses as IPv4 and the rest by family', () => {
    expect(parseIp('::ffff:10.0.0.1')).toEqual({ family: 4, bytes: [10, 0, 0, 1] });
    expect(parseIp('::1')?.family).toBe(6);
    expect(parseIp('nie-adres')).toBeNull();
  });
});
