import { requireOperator } from '../../../auth/current-member';
import { jsonOnly } from '../../../openapi/json-body';
import { signedIn } from '../../../openapi/responses';
import { OPERATOR_TAG } from './operator-tag';

// The route shape the platform operator's routes share (platform-admin.routes.ts for one site,
// platform-directory.routes.ts across sites, operator-admin.routes.ts for the operators).

export const operatorRoute = <M extends 'get' | 'post' | 'put' | 'delete', P extends string>(
  method: M,
  path: P,
  summary: string,
) => ({
  method,
  path,
  tags: [OPERATOR_TAG],
  summary,
  security: signedIn,
  middleware: method === 'get' || method === 'delete' ? [requireOperator] : [requireOperator, jsonOnly],
});
