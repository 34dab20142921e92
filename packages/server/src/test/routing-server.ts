import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Great-circle distance in metres. */
function haversine(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

/**
 * A local stand-in for an OSRM server (one per test worker), answering GET /route/v1/driving/{lng},{lat};{lng},{lat}
 * as OSRM does: the road is the straight line × 1.25 at 72 km/h; the same point twice has no route ('NoRoute').
 */
export async function startRoutingServer() {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const match = /^\/route\/v1\/driving\/([-\d.]+),([-\d.]+);([-\d.]+),([-\d.]+)/.exec(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    if (!match) {
      res.statusCode = 400;
      res.end(JSON.stringify({ code: 'InvalidUrl' }));
      return;
    }
    const [lng1, lat1, lng2, lat2] = match.slice(1).map(Number) as [number, number, number, number];
    if (lng1 === lng2 && lat1 === lat2) {
      res.end(JSON.stringify({ code: 'NoRoute', routes: [] }));
      return;
    }
    const distance = haversine(lat1, lng1, lat2, lng2) * 1.25;
    res.end(JSON.stringify({ code: 'Ok', routes: [{ distance, duration: distance / 20 }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, haversine };
}
