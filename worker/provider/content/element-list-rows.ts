import type { ElementList } from '../../../src/schema/content/element';
import { mapRows, rowReader } from '../shared/d1';

// How an element list's row is read: its columns and its mapping, for reads and writes alike.

export const LIST_COLUMNS = 'id, route, key_list, key_elem, title, description';
export const toElementList = mapRows(
  rowReader({
    id: 'number',
    route: 'string',
    key_list: 'string',
    key_elem: 'string',
    title: 'string',
    description: 'string',
  }),
  (row): ElementList => ({
    id: row.id,
    route: row.route,
    keyList: row.key_list,
    keyElem: row.key_elem,
    title: row.title,
    description: row.description,
  }),
);
