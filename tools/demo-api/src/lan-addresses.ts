import { networkInterfaces } from 'node:os';

/** This machine's IPv4 addresses on the local network, for URLs a phone on the same Wi-Fi opens. */
export function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((infos) => infos ?? [])
    .filter((info) => info.family === 'IPv4' && !info.internal)
    .map((info) => info.address);
}
