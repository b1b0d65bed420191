/**
 * The layers of server/src and who may import whom (ARCHITECTURE.md explains them). Checked by
 * tests/server/foundation/architecture.test.ts and by `npx depcruise server/src --output-type err`.
 *
 * From the bottom up, each layer importing only the ones below it:
 *   infrastructure  core/ (with core/graphql/, the resolvers' helpers, and web-routes.ts, the site's route table), config.ts, logger.ts, repo-path.ts,
 *                   rate-limits.ts, query-limits.ts, db/ (the ORM, the embedded database, migrations, loaders)
 *   domains         modules/<domain>/, each only below the ones after it in DOMAIN_ORDER
 *   adapters        graphql/ (Apollo, context, errors, caches, subscriptions), rest/, auth/, and the HTTP
 *                   files at the root (web.ts, web-ssr.ts, cors.ts, compression.ts, ...)
 *   assembly        app/: the app, main, the schema and resolver list, the entity list, the demo, the CLIs
 */

/** Lowest first: a domain may import the ones before it, never one after it. */
const DOMAIN_ORDER = [
  'common',
  'users',
  'clubs',
  'teams',
  'tournaments',
  'squads',
  'matches',
  'standings',
  'stages',
  'scheduling',
  'stats',
  'competitions',
  'season-io',
  'webhooks',
  'public',
  'push',
  'admin',
];

const INFRASTRUCTURE =
  '^server/src/(core/|db/|config\\.ts$|logger\\.ts$|repo-path\\.ts$|rate-limits\\.ts$|query-limits\\.ts$)';
const DOMAINS = '^server/src/modules/';
const ADAPTERS =
  '^server/src/(graphql/|rest/|auth/|web\\.ts$|web-ssr\\.ts$|cors\\.ts$|compression\\.ts$|security-headers\\.ts$|rendered-page-cache\\.ts$|live-part\\.ts$|route-chunks\\.ts$)';
const ASSEMBLY = '^server/src/app/';

const domainOrder = DOMAIN_ORDER.slice(0, -1).map((domain, index) => ({
  name: `domain-order-${domain}`,
  comment: `${domain} sits below ${DOMAIN_ORDER.slice(index + 1).join(', ')}: it must not import them (move the code up, or pass a callback).`,
  severity: 'error',
  from: { path: `^server/src/modules/${domain}/` },
  to: { path: `^server/src/modules/(${DOMAIN_ORDER.slice(index + 1).join('|')})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No cycles between any two files of server/src, type-only imports included.',
      severity: 'error',
      from: { path: '^server/src' },
      to: { circular: true },
    },
    {
      name: 'every-file-in-a-layer',
      comment: 'A new file at the root of server/src belongs to a layer: add it to one of the four above.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: `${INFRASTRUCTURE}|${DOMAINS}|${ADAPTERS}|${ASSEMBLY}` },
      to: {},
    },
    {
      name: 'infrastructure-stays-below',
      comment: 'Infrastructure knows nothing of domains, adapters or the assembly.',
      severity: 'error',
      // The one way up: db/orm.ts hands MikroORM the entity list, which the assembly keeps (app/entities.ts).
      from: { path: INFRASTRUCTURE, pathNot: '^server/src/db/orm\\.ts$' },
      to: { path: `${DOMAINS}|${ADAPTERS}|${ASSEMBLY}` },
    },
    {
      name: 'orm-reads-only-the-entity-list',
      comment: 'db/orm.ts may reach up only for the entity list.',
      severity: 'error',
      from: { path: '^server/src/db/orm\\.ts$' },
      to: { path: `${DOMAINS}|${ADAPTERS}|${ASSEMBLY}`, pathNot: '^server/src/app/entities\\.ts$' },
    },
    {
      name: 'domains-below-adapters',
      comment:
        'Domains import no adapter (the GraphQL server, REST, auth, the web routes) and nothing of the assembly.',
      severity: 'error',
      from: { path: DOMAINS },
      to: { path: `${ADAPTERS}|${ASSEMBLY}` },
    },
    {
      name: 'adapters-below-assembly',
      comment: 'Adapters are handed what they need by the assembly (app/), never import it.',
      severity: 'error',
      from: { path: ADAPTERS },
      to: { path: ASSEMBLY },
    },
    ...domainOrder,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^server/src',
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a cycle through types is still a cycle in the design.
    tsPreCompilationDeps: true,
  },
};
