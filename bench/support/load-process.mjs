// Runs one autocannon load in a child process, so the load generator does not share the event
// loop of the server under test (the benchmark starts that server in its own process).
// Not a worker thread: autocannon inside a worker thread assumes it is one of its own workers
// and returns raw histograms instead of figures.
// Each request comes from one of `addressPool` client addresses (X-Forwarded-For, with the
// server's trustProxy on): a school's many devices, and no single address hits the rate limit.
import autocannon from 'autocannon';

const { url, durationSeconds, connections, headers, addressPool } = JSON.parse(process.argv[2]);
let sent = 0;

const result = await autocannon({
  url,
  duration: durationSeconds,
  connections,
  headers,
  requests: [
    {
      setupRequest: (request) => {
        const n = sent++ % addressPool;
        return { ...request, headers: { ...request.headers, 'x-forwarded-for': `10.77.${n >> 8}.${n & 255}` } };
      },
    },
  ],
});

process.send({
  requestsPerSecond: result.requests.average,
  total: result.requests.total,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
});
