import { Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useListContext, useRecordContext, type Identifier, type RaRecord } from 'react-admin';
import { call } from '../../api-call';
import { apiFetch } from '../../api-fetch';
import type { PublishingPanelProps } from './PublishingPanel';

// A list's column « État »: « Publié », « Brouillon », « Modifications non publiées »,
// « Programmé le … ». The states of the list's page are read in one call
// (GET /admin/publications, up to 200 items a call: a longer list, such as the menu tree of
// every page, is read 200 at a time), shared by its rows; the colour repeats what the words say.

type ContentType = PublishingPanelProps['type'];
export interface StateRow {
  id: number;
  state: 'published' | 'draft' | 'changed' | 'scheduled';
  label: string;
}

/** The most ids GET /admin/publications takes at once. */
const IDS_PER_CALL = 200;

const COLOURS = { published: 'success', draft: 'default', changed: 'warning', scheduled: 'info' } as const;

/** The states of these items, one request for them all. */
export function usePublicationStates(type: ContentType, ids: readonly Identifier[]) {
  const sorted = ids
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => a - b);
  return useQuery({
    queryKey: ['publications', type, sorted.join(',')],
    enabled: sorted.length > 0,
    queryFn: async () => {
      const calls = [];
      for (let at = 0; at < sorted.length; at += IDS_PER_CALL) {
        const ids = sorted.slice(at, at + IDS_PER_CALL).join(',');
        calls.push(call(apiFetch, `/admin/publications?type=${type}&ids=${ids}`));
      }
      const states = (await Promise.all(calls)).flatMap(
        (answer) => (answer.data as { states: StateRow[] }).states,
      );
      return new Map(states.map((row) => [row.id, row]));
    },
  });
}

export function PublicationChip({ row }: { row: StateRow | undefined }) {
  if (!row) return null;
  return <Chip size="small" label={row.label} color={COLOURS[row.state]} />;
}

/** The column of a react-admin list (inside its Datagrid or SimpleList). */
export function PublicationStateField({ type }: { type: ContentType; label?: string }) {
  const { data } = useListContext<RaRecord>();
  const record = useRecordContext();
  const ids: Identifier[] = (data ?? []).map((item: RaRecord) => item.id);
  const states = usePublicationStates(type, ids);
  return <PublicationChip row={record ? states.data?.get(Number(record.id)) : undefined} />;
}
