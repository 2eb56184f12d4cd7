import { CSS } from '@dnd-kit/utilities';
import { useSortable } from '@dnd-kit/sortable';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease';
import { Box, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { Link } from 'react-admin';
import type { FlatNode, KeyboardMove, MenuPage } from './menu-tree';
import { PublicationChip, type StateRow } from './PublicationStateField';

// One page of the menu tree: its handle, its title (a link to its form), its path, where its
// publication stands and its menu flags, and the buttons that move it from the keyboard.

export interface AdminPage extends MenuPage {
  menuTitle: string | null;
  path: string;
  isValid: boolean;
  showInMenu: boolean;
  isFixedOnRight: boolean;
}

export const INDENT = 24;

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
  /** Its publication's state, once read. */
  state: StateRow | undefined;
}

export function TreeRow({ row, depth, moves, onMove, state }: RowProps) {
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
        <Box component="span" data-testid="menu-state" sx={{ mr: 0.5 }}>
          {state ? (
            <PublicationChip row={state} />
          ) : !page.isValid ? (
            <Chip size="small" label="Brouillon" />
          ) : null}
        </Box>
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
