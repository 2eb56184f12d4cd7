import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Link, Title, useGetList, useNotify, type RaRecord } from 'react-admin';
import { call } from '../../api-call';
import {
  applyDrop,
  buildMenuTree,
  flattenTree,
  moveNode,
  pageOrderPayload,
  possibleMoves,
  projectDrop,
  rowsWhileDragging,
  type MenuNode,
} from './menu-tree';
import { apiFetch } from '../../api-fetch';
import { editingLocale } from '../../translation/editing-locale';
import { usePublicationStates } from './PublicationStateField';
import { INDENT, TreeRow, type AdminPage } from './MenuTreeRow';

// The pages as the menu tree: drag a page by its handle to reorder it, and sideways
// to nest it under the page above or take it out; or use the buttons (up, down, indent,
// outdent), which do the same from the keyboard or a phone. Nothing is written until
// « Enregistrer le menu »: PUT /admin/page-order with every page's parent and position (the
// server refuses loops and incomplete orders in French). Each page says where its publication
// stands (« Publié », « Brouillon », « Modifications non publiées », « Programmé le … »), the
// states of the whole tree read at once.

const localeOfMenu = () => {
  const locale = editingLocale();
  return locale === null ? {} : { locale };
};

export function MenuTreeScreen() {
  const notify = useNotify();
  const { data, isPending, refetch } = useGetList<RaRecord & AdminPage>('pages', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
  });
  const loaded = useMemo(() => buildMenuTree<AdminPage>(data ?? []), [data]);
  const states = usePublicationStates(
    'page',
    (data ?? []).map((page) => page.id),
  );
  const [tree, setTree] = useState<MenuNode<AdminPage>[]>(loaded);
  const [saving, setSaving] = useState(false);
  const [drag, setDrag] = useState<{ activeId: number; overId: number; offsetX: number } | null>(null);
  useEffect(() => setTree(loaded), [loaded]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const rows = flattenTree(tree);
  const visible = drag ? rowsWhileDragging(rows, drag.activeId) : rows;
  const projection = drag ? projectDrop(rows, drag.activeId, drag.overId, drag.offsetX, INDENT) : null;
  const changed = JSON.stringify(pageOrderPayload(tree)) !== JSON.stringify(pageOrderPayload(loaded));

  const onDragStart = ({ active }: DragStartEvent) =>
    setDrag({ activeId: Number(active.id), overId: Number(active.id), offsetX: 0 });
  const onDragMove = ({ active, over, delta }: DragMoveEvent) =>
    setDrag({ activeId: Number(active.id), overId: Number(over?.id ?? active.id), offsetX: delta.x });
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    setDrag(null);
    if (!over) return;
    const found = projectDrop(rows, Number(active.id), Number(over.id), delta.x, INDENT);
    if (found) setTree(applyDrop(tree, Number(active.id), Number(over.id), found));
  };

  const save = async () => {
    setSaving(true);
    try {
      const answer = await call(apiFetch, '/admin/page-order', {
        method: 'PUT',
        // The menu of the language being edited (none named: the site's own).
        body: JSON.stringify({ pages: pageOrderPayload(tree), ...localeOfMenu() }),
      });
      notify(answer.message || 'Menu enregistré.', { type: 'success' });
      await refetch();
    } catch (error) {
      notify(error instanceof Error ? error.message : "Le menu n'a pas pu être enregistré.", {
        type: 'error',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card sx={{ mt: 1 }}>
      <Title title="Pages et menu" />
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Button
            variant="contained"
            onClick={() => void save()}
            disabled={!changed || saving}
            sx={{ minHeight: 44 }}
          >
            Enregistrer le menu
          </Button>
          <Button onClick={() => setTree(loaded)} disabled={!changed || saving} sx={{ minHeight: 44 }}>
            Annuler les déplacements
          </Button>
          <Button component={Link} to="/pages/create" startIcon={<AddIcon />} sx={{ minHeight: 44 }}>
            Nouvelle page
          </Button>
        </Box>
        <Typography variant="body2" id="menu-tree-help" sx={{ mb: 1 }}>
          Glissez une page par sa poignée pour la déplacer, et vers la droite pour la placer sous la page
          au-dessus. Au clavier : les boutons de chaque page, ou Espace sur la poignée puis les flèches.
        </Typography>
        {isPending || saving ? <LinearProgress aria-label="Chargement du menu" /> : null}
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragStart={onDragStart}
          onDragMove={onDragMove}
          onDragOver={({ active, over, delta }) =>
            setDrag({ activeId: Number(active.id), overId: Number(over?.id ?? active.id), offsetX: delta.x })
          }
          onDragEnd={onDragEnd}
          onDragCancel={() => setDrag(null)}
          accessibility={{
            screenReaderInstructions: {
              draggable:
                'Pour déplacer une page, appuyez sur Espace, utilisez les flèches haut et bas, puis Espace pour la poser ou Échap pour annuler.',
            },
            announcements: {
              onDragStart: ({ active }) => `Page ${String(active.id)} saisie.`,
              onDragOver: ({ active, over }) =>
                over
                  ? `Page ${String(active.id)} au-dessus de la page ${String(over.id)}.`
                  : `Page ${String(active.id)} hors de la liste.`,
              onDragEnd: ({ active, over }) =>
                over
                  ? `Page ${String(active.id)} posée à la place de la page ${String(over.id)}.`
                  : 'Déplacement annulé.',
              onDragCancel: ({ active }) => `Déplacement de la page ${String(active.id)} annulé.`,
            },
          }}
        >
          <SortableContext items={visible.map((row) => row.page.id)} strategy={verticalListSortingStrategy}>
            <Box
              component="ul"
              aria-label="Arborescence du menu"
              aria-describedby="menu-tree-help"
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {visible.map((row) => (
                <TreeRow
                  key={row.page.id}
                  row={row}
                  depth={drag && row.page.id === drag.activeId && projection ? projection.depth : row.depth}
                  moves={possibleMoves(tree, row.page.id)}
                  onMove={(id, move) => setTree(moveNode(tree, id, move))}
                  state={states.data?.get(row.page.id)}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
        {!isPending && rows.length === 0 ? <Typography>Aucune page pour l’instant.</Typography> : null}
      </CardContent>
    </Card>
  );
}
