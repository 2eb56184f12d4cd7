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
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  LinearProgress,
  Tooltip,
  Typography,
} from '@mui/material';
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
  type FlatNode,
  type KeyboardMove,
  type MenuNode,
  type MenuPage,
} from './menu-tree';
import { apiFetch } from '../../api-fetch';
import { editingLocale } from '../../translation/editing-locale';

// The pages as the menu tree: drag a page by its handle to reorder it, and sideways
// to nest it under the page above or take it out; or use the buttons (up, down, indent,
// outdent), which do the same from the keyboard or a phone. Nothing is written until
// « Enregistrer le menu »: PUT /admin/page-order with every page's parent and position (the
// server refuses loops and incomplete orders in French).

export interface AdminPage extends MenuPage {
  menuTitle: string | null;
  path: string;
  isValid: boolean;
  showInMenu: boolean;
  isFixedOnRight: boolean;
}

const INDENT = 24;

const MOVES: { move: KeyboardMove; label: string; Icon: typeof ArrowUpwardIcon }[] = [
  { move: 'up', label: 'Monter', Icon: ArrowUpwardIcon },
  { move: 'down', label: 'Descendre', Icon: ArrowDownwardIcon },
  { move: 'indent', label: 'Placer sous la page précédente', Icon: FormatIndentIncreaseIcon },
  { move: 'outdent', label: "Remonter d'un niveau", Icon: FormatIndentDecreaseIcon },
];

interface RowProps {
  row: FlatNode<AdminPage>;
  depth: number;
  moves: Record<KeyboardMove, boolean>;
  onMove: (id: number, move: KeyboardMove) => void;
}

function TreeRow({ row, depth, moves, onMove }: RowProps) {
  const { page } = row;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: page.id });
  const name = page.menuTitle ?? page.title;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid={`menu-row-${page.id}`}
      data-depth={depth}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        pl: `${depth * INDENT}px`,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isDragging ? 'action.selected' : 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Glisser « ${name} » pour le déplacer`}
        data-testid={`menu-handle-${page.id}`}
        sx={{ cursor: 'grab', touchAction: 'none', width: 44, height: 44 }}
      >
        <DragIndicatorIcon />
      </IconButton>
      <Box sx={{ flex: '1 1 140px', minWidth: 0 }}>
        <Link to={`/pages/${page.id}`} data-testid="menu-title">
          {name}
        </Link>
        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {page.path}
        </Typography>
        {!page.isValid ? <Chip size="small" label="Brouillon" sx={{ mr: 0.5 }} /> : null}
        {!page.showInMenu ? <Chip size="small" label="Hors menu" sx={{ mr: 0.5 }} /> : null}
        {page.isFixedOnRight ? <Chip size="small" label="À droite du menu" /> : null}
      </Box>
      <Box sx={{ display: 'flex' }}>
        {MOVES.map(({ move, label, Icon }) => (
          <Tooltip key={move} title={label}>
            <span>
              <IconButton
                aria-label={`${label} : « ${name} »`}
                disabled={!moves[move]}
                onClick={() => onMove(page.id, move)}
                sx={{ width: 44, height: 44 }}
              >
                <Icon />
              </IconButton>
            </span>
          </Tooltip>
        ))}
      </Box>
    </Box>
  );
}

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
