// A small structural check of a rendered e-mail, without an HTML parser dependency: every tag
// is closed in order (void elements excepted), no stray '<' sits in text, attributes are
// quoted, and the links and images it points at are collected.

const VOID = new Set(['meta', 'img', 'br', 'hr', 'link', 'input', 'col', 'area', 'base', 'source', 'wbr']);
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=/>"']+(?:="[^"]*")?)*)\s*(\/?)>/y;

export interface EmailHtml {
  /** The text a reader sees (tags removed, entities decoded). */
  text: string;
  /** Every href and src value, in order. */
  urls: string[];
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  nbsp: ' ',
};
const decode = (value: string) =>
  value.replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');

/** Throws on the first structural fault; returns the visible text and the URLs. */
export function checkEmailHtml(html: string): EmailHtml {
  if (!html.startsWith('<!DOCTYPE html>')) throw new Error('no doctype');
  const stack: string[] = [];
  const urls: string[] = [];
  let text = '';
  let index = '<!DOCTYPE html>'.length;
  let raw: string | null = null; // inside <style> or <title>: text until the closing tag
  while (index < html.length) {
    const next = html.indexOf('<', index);
    const chunk = html.slice(index, next === -1 ? html.length : next);
    if (raw === null && chunk.includes('>')) throw new Error(`stray '>' in text: ${chunk}`);
    if (raw !== 'style') text += chunk;
    if (next === -1) break;
    TAG.lastIndex = next;
    const match = TAG.exec(html);
    if (!match) throw new Error(`malformed tag at ${next}: ${html.slice(next, next + 60)}`);
    const [whole, rawName = '', attributes = '', selfClosing] = match;
    const name = rawName.toLowerCase();
    const closing = whole.startsWith('</');
    if (raw !== null && !(closing && name === raw)) throw new Error(`tag inside <${raw}>`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open ?? 'nothing'}>`);
      raw = null;
    } else {
      for (const attribute of attributes.matchAll(/\s([^\s=/>"']+)(?:="([^"]*)")?/g)) {
        const [, attributeName = '', value] = attribute;
        if (value === undefined && !['hidden'].includes(attributeName))
          throw new Error(`unquoted ${attributeName}`);
        if (attributeName === 'href' || attributeName === 'src') urls.push(decode(value ?? ''));
      }
      if (!VOID.has(name) && !selfClosing) {
        stack.push(name);
        if (name === 'style' || name === 'title') raw = name;
      }
      if (name === 'br' || name === 'p' || name === 'td' || name === 'li') text += '\n';
    }
    index = next + whole.length;
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.join('>, <')}>`);
  return { text: decode(text), urls };
}
