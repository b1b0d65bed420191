import type { IncomingHttpHeaders } from 'node:http';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * A self-signed certificate for 127.0.0.1, for the fake push service only (web-push speaks https alone).
 * Test material: it guards nothing, and the app trusts it only through the agent a test hands it.
 */
export const PUSH_SERVICE_TLS = {
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg5VtrBIvBrqiCek4v
6x2vrRYtL16V9xnubN5lNdyrT2OhRANCAAT04EpH4PPF0hGskbzb9MhJKD0aISjI
u/6NdSBNXw3EYVQwjktLoXiAUDeyq6KWUvaMXf/dD9CIAjp9tdzFpudL
-----END PRIVATE KEY-----`,
  cert: `-----BEGIN CERTIFICATE-----
MIIBkDCCATagAwIBAgIUVFyj05thizspWuiYsRIBhVT8/MwwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNjA0MDYyOVoYDzIxMjYxMTAy
MDQwNjI5WjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAT04EpH4PPF0hGskbzb9MhJKD0aISjIu/6NdSBNXw3EYVQwjktLoXiA
UDeyq6KWUvaMXf/dD9CIAjp9tdzFpudLo2QwYjAdBgNVHQ4EFgQUR8t1I+6vmiTU
swhbeLQvl0QShgcwHwYDVR0jBBgwFoAUR8t1I+6vmiTUswhbeLQvl0QShgcwDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0gAMEUC
IQDqRWTXt7Bn8iiMTfSbemq3dp9/HRHwCeF43y8ewiskggIgLQThhmq3d9K5M+vT
buwDMBjsq2ALrCyGQctqznjyiZ0=
-----END CERTIFICATE-----`,
};

export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** An https agent that trusts the fake push service's certificate (createApp's `pushAgent`). */
export const pushServiceAgent = () => new Agent({ ca: PUSH_SERVICE_TLS.cert });

/**
 * A push service on loopback: records every request; a path in `gone` answers 410 as a push service does
 * for a browser that unsubscribed.
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const gone = new Set<string>();
  /** Paths whose requests are held unanswered until `release()`: a slow push service. */
  const held = new Set<string>();
  const waiting: (() => void)[] = [];
  const server = createServer(PUSH_SERVICE_TLS, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const answer = () => {
        res.statusCode = gone.has(req.url ?? '') ? 410 : 201;
        res.end();
      };
      if (held.has(req.url ?? '')) waiting.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    received,
    gone,
    held,
    release: () => waiting.splice(0).forEach((answer) => answer()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
