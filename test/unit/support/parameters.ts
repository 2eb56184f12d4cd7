import { parameterMap, type ParameterMap } from '../../../src/schema/site/parameter';
import { massageSite } from '../../../worker/seed/massage-site';

/** Settings from plain type → value pairs, as the provider would answer them. */
export function parametersFrom(values: Record<string, string | null>): ParameterMap {
  return parameterMap(
    Object.entries(values).map(([type, value], index) => ({
      id: index + 1,
      type,
      kind: 'STRING' as const,
      label: type,
      value,
    })),
  );
}

/** The sample massage site's settings. */
export const massageParameters: ParameterMap = parameterMap(
  massageSite.parameters.map((parameter, index) => ({ id: index + 1, ...parameter })),
);
