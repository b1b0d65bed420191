import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest, type RequestOptions as HttpsOptions } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { ResolvedAddress } from './webhook-address.js';

/**
 * POSTs `body` to `url` over a connection to `address` (the one resolved and checked), whatever the name
 * resolves to by now: the socket's lookup answers that address and nothing else. The Host header and
 * TLS (SNI and the certificate's name) still use the URL's name. Redirects are not followed (one could
 * lead to an address the checks refused), and no connection is kept for a later send, which would skip
 * its check. Answers the status; the body is not read. `tls.ca` lets a test trust its own certificate.
 */
export function postToCheckedAddress(
  url: URL,
  address: ResolvedAddress,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
  tls: Pick<HttpsOptions, 'ca'> = {},
): Promise<number> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };
  const https = url.protocol === 'https:';
  if (!https && url.protocol !== 'http:') return Promise.reject(new Error('Only http and https addresses are sent to'));
  const name = url.hostname.replace(/^\[|\]$/g, '');
  const send = https ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup,
        agent: false,
        signal,
        ...(https ? tls : {}),
        ...(https && !isIP(name) ? { servername: name } : {}),
      },
      (response: IncomingMessage) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
