import type { Config } from '../config.js';
import { createLogger } from '../logger.js';
import { GoogleIdentityProvider } from './google-provider.js';
import type { IdentityProvider } from './identity.js';
import { LocalIdentityProvider } from './local-provider.js';
import { createPendingCodeStore, type CodeStoreLogger } from './sign-in-codes.js';

/**
 * With REDIS_URL the local provider keeps its codes in Redis, so a code issued by one instance is exchanged
 * on another (a round-robin proxy in front). `closeIdentityProvider` lets go of that connection.
 */
export function createIdentityProvider(config: Config, logger?: CodeStoreLogger): IdentityProvider {
  if (config.google) return new GoogleIdentityProvider(config.google);
  if (config.isProduction) throw new Error('The local sign-in provider is refused in production.');
  return new LocalIdentityProvider(
    config.publicUrl,
    createPendingCodeStore(config.redisUrl, logger ?? createLogger(config.logLevel)),
  );
}

/** Closes what `createIdentityProvider` opened (the local provider's Redis connection, when it has one). */
export async function closeIdentityProvider(provider: IdentityProvider): Promise<void> {
  if (provider instanceof LocalIdentityProvider) await provider.close();
}
