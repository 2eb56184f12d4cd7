import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { providerDocument } from '../../../worker/openapi/document';
import { providerApp } from '../../../worker/provider/app';

// « Integrators »: the provider API's document as a client generator and a linter read
// it. Every operation is named (operationId: generated clients get method names), says whether
// it needs a sign-in (security, `[]` for a public call), types paging and ids as integers, passes
// redocly's recommended rules without an error, and a client generated from it by
// openapi-typescript, used through openapi-fetch, type-checks.

type Operation = {
  operationId?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; schema?: { type?: unknown } }[];
};

const document = providerDocument(providerApp);
const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({
    method,
    path,
    operation,
  })),
);

describe('the OpenAPI document for integrators', () => {
  it('names every operation once, with a readable camelCase operationId', () => {
    expect(operations.length).toBeGreaterThan(200);
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const id of ids) expect(id).toMatch(/^(get|post|put|patch|delete)[A-Z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    const byPath = new Map(operations.map(({ method, path, operation }) => [`${method} ${path}`, operation]));
    expect(byPath.get('get /news/{id}')?.operationId).toBe('getNewsById');
    expect(byPath.get('post /admin/platform/blank-site')?.operationId).toBe('postAdminPlatformBlankSite');
  });

  it('says for every operation whether it needs a sign-in: public calls declare security: []', () => {
    for (const { method, path, operation } of operations) {
      expect(operation.security, `${method} ${path}`).toBeDefined();
    }
    const security = (key: string) =>
      operations.find((op) => `${op.method} ${op.path}` === key)?.operation.security;
    expect(security('get /product')).toEqual([]);
    expect(security('post /login')).toEqual([]);
    expect(security('get /admin/news')).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
  });

  it('types page, nbItem and identifiers in paths as integers', () => {
    const checked = operations.flatMap(({ method, path, operation }) =>
      (operation.parameters ?? [])
        .filter(
          (parameter) =>
            ['page', 'nbItem'].includes(parameter.name) ||
            (parameter.in === 'path' && /^(id[A-Z]\w*|\w*Id|id)$/.test(parameter.name)),
        )
        .map((parameter) => ({ where: `${method} ${path} ${parameter.name}`, type: parameter.schema?.type })),
    );
    expect(checked.length).toBeGreaterThan(100);
    expect(checked.filter((parameter) => parameter.type !== 'integer')).toEqual([]);
  });

  it('passes redocly lint (recommended rules) without an error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: '/openapi.json',
      config,
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
  }, 60_000);
});

describe('a client generated from the document', () => {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-client-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Calls an integrator would write; the @ts-expect-error lines must be errors, so a document
  // that stopped typing ids as integers or lost an operation fails the check.
  const usage = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

const client = createClient<paths>({ baseUrl: 'https://vins.example/api' });

export async function sample(): Promise<string[]> {
  const news = await client.GET('/news/{id}', { params: { path: { id: 12 } } });
  const products = await client.GET('/product', { params: { query: { page: 2, nbItem: 12 } } });
  const login = await client.POST('/login', { body: { email: 'a@b.example', password: 'x' } });
  // @ts-expect-error an id is an integer, not a word
  await client.GET('/news/{id}', { params: { path: { id: 'twelve' } } });
  // @ts-expect-error no such operation
  await client.GET('/nowhere');
  const titles: string[] = [];
  if (news.data) titles.push(news.data.data.title);
  if (products.data) titles.push(...products.data.data.products.map((product) => product.name));
  if (login.error) titles.push(login.error.message);
  return titles;
}
`;

  it('type-checks (openapi-typescript types, openapi-fetch calls)', async () => {
    const types = astToString(await openapiTS(JSON.parse(JSON.stringify(document)) as OpenAPI3));
    writeFileSync(join(dir, 'api.ts'), types);
    writeFileSync(join(dir, 'usage.ts'), usage);
    const program = ts.createProgram([join(dir, 'usage.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      // The temporary folder has no node_modules: openapi-fetch is the project's.
      paths: { 'openapi-fetch': [resolve('node_modules/openapi-fetch/dist/index.d.mts')] },
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  }, 120_000);
});
