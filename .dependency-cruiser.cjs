/**
 * The layers of server/src and who may import whom (ARCHITECTURE.md explains them). Checked by
 * tests/server/foundation/architecture.test.ts and by `npx depcruise server/src --output-type err`.
 *
 * From the bottom up:
 *   infrastructure  core/, config.ts, logger.ts, db/ (orm, embedded, migrations, loaders)
 *   domains         modules/<domain>/, each only below the ones after it in DOMAIN_ORDER
 *   adapters        graphql/ (context, errors, private fields, limits), rest/, auth/, the web routes
 *   assembly        graphql/resolvers.ts and schema.ts, app.ts, main.ts, db/entities.ts, scripts
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
  '^server/src/(core/|config\\.ts$|logger\\.ts$|rate-limits\\.ts$|query-limits\\.ts$|db/(orm|embedded|loaders)\\.ts$|db/migrations/)';
const ASSEMBLY = '^server/src/(graphql/(resolvers|schema|emit-schema)\\.ts$|app\\.ts$|main\\.ts$)';

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
      name: 'infrastructure-stays-below',
      comment: 'core, config, logger and the database layer know nothing of domains, GraphQL, REST or auth.',
      severity: 'error',
      // db/orm.ts hands MikroORM the entity list (db/entities.ts, assembly): the one way down.
      from: { path: INFRASTRUCTURE },
      to: {
        path: '^server/src/(modules|graphql|rest|auth)/|^server/src/(app|main|web|web-routes|web-ssr)\\.ts$|^server/src/db/demo/',
      },
    },
    {
      name: 'domains-below-adapters',
      comment: 'Domains do not import the schema assembly, the app, REST, auth routes or the demo data.',
      severity: 'error',
      from: { path: '^server/src/modules/' },
      to: {
        path: `${ASSEMBLY}|^server/src/(rest|auth)/|^server/src/web(-ssr)?\\.ts$|^server/src/db/(entities\\.ts|demo/|cli\\.ts)`,
      },
    },
    {
      name: 'domain-entry-only-from-assembly',
      comment: 'Only the assembly imports the resolver list and the schema.',
      severity: 'error',
      from: { pathNot: ASSEMBLY },
      to: { path: '^server/src/graphql/(resolvers|schema)\\.ts$' },
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
