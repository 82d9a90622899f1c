// Test helpers: an M3U list and an XMLTV guide served from a loopback HTTP server, as an
// operator's provider would serve them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An XMLTV time: `20261129180000 +0000`. */
export const xmltvTime = (date: Date) =>
  `${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)} +0000`;

/** An M3U list of `channels` (tvg-id, name, group), each with one upstream address. */
export function m3uList(channels: { id: string; name: string; group: string }[]): string {
  return [
    '#EXTM3U',
    ...channels.flatMap((channel) => [
      `#EXTINF:-1 tvg-id="${channel.id}" group-title="${channel.group}",${channel.name}`,
      `http://upstream.example.com/${channel.id}/index.m3u8`,
    ]),
  ].join('\n');
}

/** An XMLTV guide of `channels`, each with one programme from `start`, an hour long. */
export function xmltvGuide(channels: { id: string; name: string; title: string }[], start: Date) {
  const stop = new Date(start.getTime() + 3_600_000);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<tv>',
    ...channels.map(
      (channel) =>
        `<channel id="${channel.id}"><display-name>${channel.name}</display-name></channel>`,
    ),
    ...channels.map(
      (channel) =>
        `<programme start="${xmltvTime(start)}" stop="${xmltvTime(stop)}" channel="${channel.id}"><title>${channel.title}</title></programme>`,
    ),
    '</tv>',
  ].join('\n');
}

/** A loopback server answering each path with its text (changeable), 404 otherwise. */
export async function serveFiles(files: Map<string, string>) {
  const server: Server = createServer((request, response) => {
    const body = files.get(request.url ?? '');
    if (body === undefined) {
      response.writeHead(404).end('not here');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path: string) => `${base}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
