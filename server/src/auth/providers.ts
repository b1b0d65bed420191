import type { Config } from '../config.js';
import { GoogleIdentityProvider } from './google-provider.js';
import type { IdentityProvider } from './identity.js';
import { LocalIdentityProvider } from './local-provider.js';

export function createIdentityProvider(config: Config): IdentityProvider {
  if (config.google) return new GoogleIdentityProvider(config.google);
  if (config.isProduction) throw new Error('The local sign-in provider is refused in production.');
  return new LocalIdentityProvider(config.publicUrl);
}
