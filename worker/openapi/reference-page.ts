import { escapeHtml } from '../../src/domain/shared/rich-text';
import type { OpenApiDocument } from './document';

// The readable reference at /api/doc, rendered on the server from the OpenAPI document:
// plain HTML and one same-origin stylesheet, no script and nothing from a CDN (pages carry a
// strict CSP and the API may run without network).

type PathItem = NonNullable<OpenApiDocument['paths']>[string];
type Operation = NonNullable<PathItem['get']>;
type RequestBody = NonNullable<Operation['requestBody']>;
type Response =
  Exclude<RequestBody, { $ref: string }> extends { content: infer C }
    ? { description: string; content?: C }
    : never;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const LOCATIONS: Record<string, string> = {
  path: 'chemin',
  query: 'requête',
  header: 'en-tête',
  cookie: 'cookie',
};

/** Escaped text where `code` spans become <code>. */
function prose(text: string | undefined): string {
  return escapeHtml(text ?? '').replace(/`([^`]+)`/g, '<code>$1</code>');
}

function schemaBlock(schema: unknown, label: string): string {
  if (schema === undefined) return '';
  return `<details><summary>${label}</summary><pre><code>${escapeHtml(JSON.stringify(schema, null, 2))}</code></pre></details>`;
}

function isReference(value: object): value is { $ref: string } {
  return '$ref' in value;
}

function parametersTable(operation: Operation): string {
  const rows = (operation.parameters ?? []).map((parameter) => {
    if (isReference(parameter))
      return `<tr><td colspan="4"><code>${escapeHtml(parameter.$ref)}</code></td></tr>`;
    const description =
      parameter.description ??
      (parameter.schema && !isReference(parameter.schema) ? parameter.schema.description : '');
    return `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${LOCATIONS[parameter.in] ?? escapeHtml(parameter.in)}</td><td>${parameter.required ? 'oui' : 'non'}</td><td>${prose(description)}</td></tr>`;
  });
  if (rows.length === 0) return '';
  return `<h4>Paramètres</h4><table><thead><tr><th scope="col">Nom</th><th scope="col">Où</th><th scope="col">Obligatoire</th><th scope="col">Description</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function requestBody(operation: Operation): string {
  const body = operation.requestBody;
  if (!body || isReference(body)) return '';
  const media = Object.entries(body.content);
  return `<h4>Corps de la requête${body.required ? ' (obligatoire)' : ''}</h4><p>${prose(body.description)}</p>${media
    .map(([type, content]) => schemaBlock(content.schema, `Schéma <code>${escapeHtml(type)}</code>`))
    .join('')}`;
}

function responsesTable(operation: Operation): string {
  const responses: Record<string, Response | { $ref: string }> = operation.responses ?? {};
  const rows = Object.entries(responses).map(([status, response]) => {
    if (isReference(response))
      return `<tr><td>${escapeHtml(status)}</td><td colspan="2"><code>${escapeHtml(response.$ref)}</code></td></tr>`;
    const schemas = Object.entries(response.content ?? {})
      .map(([type, content]) => schemaBlock(content.schema, `Schéma <code>${escapeHtml(type)}</code>`))
      .join('');
    return `<tr><td>${escapeHtml(status)}</td><td>${prose(response.description)}</td><td>${schemas}</td></tr>`;
  });
  return `<h4>Réponses</h4><table><thead><tr><th scope="col">Statut</th><th scope="col">Description</th><th scope="col">Contenu</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function security(operation: Operation, schemes: Record<string, unknown>): string {
  if (!operation.security || operation.security.length === 0) return '<p class="auth">Accès public.</p>';
  const ways = operation.security.map((requirement) => {
    const names = Object.keys(requirement);
    if (names.length === 0) return 'sans authentification';
    return names
      .map((name) => (name in schemes ? `<code>${escapeHtml(name)}</code>` : escapeHtml(name)))
      .join(' + ');
  });
  return `<p class="auth">Authentification : ${ways.join(' ou ')}.</p>`;
}

function anchor(method: string, path: string): string {
  return `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-+$/, '');
}

export function renderReferencePage(document: OpenApiDocument): string {
  const base = document.servers?.[0]?.url ?? '';
  const schemes = document.components?.securitySchemes ?? {};
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path: `${base}${path}`, operation }] : [];
    }),
  );
  const byTag = new Map<string, typeof operations>();
  for (const entry of operations) {
    const tag = entry.operation.tags?.[0] ?? 'Autres';
    byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
  }

  const toc = operations
    .map(
      ({ method, path, operation }) =>
        `<li><a href="#${anchor(method, path)}"><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></a> ${prose(operation.summary)}</li>`,
    )
    .join('');
  const sections = [...byTag]
    .map(([tag, entries]) => {
      const articles = entries
        .map(
          ({ method, path, operation }) =>
            `<article id="${anchor(method, path)}"><h3><span class="method method-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3><p>${prose(operation.summary)}</p>${operation.description ? `<p>${prose(operation.description)}</p>` : ''}${security(operation, schemes)}${parametersTable(operation)}${requestBody(operation)}${responsesTable(operation)}</article>`,
        )
        .join('');
      return `<section><h2>${escapeHtml(tag)}</h2>${articles}</section>`;
    })
    .join('');
  const schemeList = Object.entries(schemes)
    .map(([name, scheme]) => {
      const description = isReference(scheme) ? scheme.$ref : scheme.description;
      return `<li><code>${escapeHtml(name)}</code> : ${prose(description)}</li>`;
    })
    .join('');

  // Named schemas (the recursive page summary) that the operations point to with $ref.
  const components = Object.entries(document.components?.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<article id="schema-${escapeHtml(name)}"><h3><code>${escapeHtml(name)}</code></h3><p><code>#/components/schemas/${escapeHtml(name)}</code></p>${schemaBlock(schema, 'Schéma JSON')}</article>`,
    )
    .join('');

  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(document.info.title)} – référence</title>
<link rel="stylesheet" href="/assets/api-doc.css">
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)} <small>version ${escapeHtml(document.info.version)}</small></h1>
<p>${prose(document.info.description)}</p>
<p><a href="${escapeHtml(base)}/openapi.json">Le document OpenAPI ${escapeHtml(document.openapi)} (JSON)</a></p>
</header>
<nav aria-label="Sommaire"><h2>Sommaire</h2><ul>${toc}</ul></nav>
<main>
<section><h2>Authentification</h2><ul>${schemeList}</ul></section>
${sections}
${components ? `<section><h2>Schémas nommés</h2>${components}</section>` : ''}
</main>
</body>
</html>`;
}
