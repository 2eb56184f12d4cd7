// The layers of the code, checked by `npm run check` (npm run layers). A rule here is a
// promise the code keeps; a new import that breaks one fails the check.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circle-across-folders',
      severity: 'error',
      comment:
        'An import circle stays inside one folder. Across folders imports point one way: move the ' +
        'shared piece (a type, a pure function, a constant) down to the lower layer instead.',
      from: { path: '^(.+)/[^/]+$' },
      to: { circular: true, via: { pathNot: '^$1/[^/]+$' } },
    },
    {
      name: 'http-is-the-base-layer',
      severity: 'error',
      comment:
        'worker/http holds the request plumbing every layer uses: it imports no module, page, site, ' +
        'cache or auth code (worker/index.ts wires them in).',
      from: { path: '^worker/http/' },
      to: {
        path: '^worker/',
        pathNot:
          '^worker/(http/|errors\\.ts$|env\\.ts$|env\\.generated\\.d\\.ts$|config\\.ts$|zod-lean\\.ts$|isolate-memo\\.ts$)',
      },
    },
    {
      name: 'src-is-pure',
      severity: 'error',
      comment:
        'src/ holds pure rules, schemas, the UI and the typed client: it imports nothing of the Worker.',
      from: { path: '^src/' },
      to: { path: '^worker/' },
    },
    {
      name: 'repositories-behind-the-provider',
      severity: 'error',
      comment:
        'SQL lives in the provider modules. Pages, edge layers, mail, cron and the admin host reach ' +
        "data through a module's public.ts (its services), never a repository file.",
      from: { path: '^worker/(pages|site|auth|cache|mail|cron|admin-host|media|http)/' },
      to: { path: '^worker/provider/.+\\.repository\\.ts$' },
    },
    {
      name: 'modules-through-public',
      severity: 'error',
      comment: 'Code outside worker/provider imports a module only from its public.ts.',
      from: { path: '^worker/', pathNot: '^worker/provider/' },
      to: { path: '^worker/provider/[^/]+/', pathNot: '^worker/provider/[^/]+/public\\.ts$' },
    },
    {
      name: 'routes-call-services',
      severity: 'error',
      comment:
        'A route validates, calls a service and shapes the envelope; the operation and its SQL ' +
        "calls live in the module's *.service.ts.",
      from: { path: '\\.routes\\.tsx?$' },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'pdf-draws-what-it-is-given',
      severity: 'error',
      comment:
        'worker/pdf draws documents from the data it is given: no provider module, no mail (share ' +
        'the words through src/domain).',
      from: { path: '^worker/pdf/' },
      to: { path: '^worker/(provider|mail)/' },
    },
    {
      name: 'nothing-imports-pages',
      severity: 'error',
      comment: 'Pages are the top layer: only worker/index.ts and other pages import them.',
      from: { path: '^worker/', pathNot: '^worker/(pages/|index\\.tsx?$)' },
      to: { path: '^worker/pages/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|test|bench|scripts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
  },
};
