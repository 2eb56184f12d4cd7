import { describe, expect, it } from 'vitest';
import type { Parameter } from '../../src/schema/parameter';
import { api, WINE_HOST } from './support/http';

describe('GET /parameter', () => {
  it('answers every setting of the host’s site in the envelope', async () => {
    const { status, body } = await api<Parameter[]>('/parameter');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toBeTypeOf('string');
    const types = body.data.map((parameter) => parameter.type);
    expect(types).toContain('PRIMARY_COLOR');
    expect(types).toContain('COMPANY_NAME');
    expect(body.data.find((p) => p.type === 'MENU_ICON_SIZE')?.value).toBe('12');
  });

  it('answers the wine site’s own settings on its host', async () => {
    const massage = await api<Parameter[]>('/parameter');
    const wine = await api<Parameter[]>('/parameter', { host: WINE_HOST });
    const name = (list: Parameter[]) => list.find((p) => p.type === 'COMPANY_NAME')?.value;
    expect(name(wine.body.data)).not.toBe(name(massage.body.data));
    expect(wine.body.data.find((p) => p.type === 'ALCOHOL_WARNING_BANNER')?.value).toBe('true');
  });
});

describe('GET /parameter/{type}', () => {
  it('looks a setting up by name, whatever its case', async () => {
    const { status, body } = await api<Parameter>('/parameter/menu_type');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ type: 'MENU_TYPE', kind: 'STRING', value: 'RELATIVE' });
  });

  it('answers 404 with a French message for an unknown setting', async () => {
    const { status, body } = await api('/parameter/NOPE_NOT_THERE');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, data: null, message: "Ce paramètre n'existe pas." });
  });
});
