/**
 * A round-robin HTTP proxy on a free loopback port, as a group of schools puts in front of its
 * servers (README "Running for a group of schools"): each request goes to the next server in
 * turn, body and answer streamed through unchanged. It counts what each server got, so a test
 * can show that both served.
 */
import http from 'node:http';
import type net from 'node:net';

export type RoundRobinProxy = {
  url: string;
  /** Requests forwarded to each target, in the order of `targets`. */
  forwarded: () => number[];
  close: () => Promise<void>;
};

export async function startRoundRobinProxy(targets: readonly string[]): Promise<RoundRobinProxy> {
  const counts = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index] += 1;
    const target = new URL(request.url ?? '/', targets[index]);
    const upstream = http.request(target, { method: request.method, headers: { ...request.headers, host: target.host } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('Bad gateway');
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    forwarded: () => [...counts],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
