import net from 'node:net';

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** True for an address on this machine only: 127.0.0.0/8, ::1, or IPv4 loopback written as an
 * IPv6-mapped address (how a dual-stack socket reports 127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const unmapped = /^::ffff:/i.test(address) ? address.slice(7) : address;
  if (net.isIPv4(unmapped)) return loopback.check(unmapped, 'ipv4');
  return net.isIPv6(address) && loopback.check(address, 'ipv6');
}
