import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api-call';
import { apiFetch } from '../../api-fetch';
import { fieldText, sideOf, wordDiff, type DiffPart } from '../../../../src/domain/publishing/word-diff';
import type { DraftFields } from './PublishingPanel';

// « Comparer »: a published version's fields beside the current version's (the draft, or the
// live version without a draft), word by word. What the revision had and the current version
// lost is struck through (<del>), what the current version added is underlined (<ins>); both
// also say so to a screen reader, and a legend explains them: never colour alone. Unchanged
// fields are only named.

/** The owner's word for each drafted field of every content type. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Titre',
  menuTitle: 'Titre dans le menu',
  metaDescription: 'Description pour les moteurs de recherche',
  blocks: 'Blocs',
  summary: 'Résumé',
  content: 'Texte',
  text: 'Texte',
  image: 'Image',
  isPromoted: 'À la une',
  name: 'Nom',
  description: 'Description',
  tastingNotes: 'Notes de dégustation',
  servingTemperature: 'Température de service',
  ageingPotential: 'Potentiel de garde',
  prices: 'Prix',
};

const labelOf = (field: string) => FIELD_LABELS[field] ?? field;

const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

// Dark text on pale backgrounds (contrast above 7:1), with a line through or under and bold.
const removedStyle = {
  bgcolor: '#ffebe9',
  color: '#82071e',
  textDecoration: 'line-through',
  textDecorationThickness: '2px',
  fontWeight: 600,
} as const;
const addedStyle = {
  bgcolor: '#dafbe1',
  color: '#0a4a1f',
  textDecoration: 'underline',
  textDecorationThickness: '2px',
  fontWeight: 600,
} as const;

function Marked({ part }: { part: DiffPart }) {
  if (part.kind === 'same') return <>{part.text}</>;
  const removed = part.kind === 'removed';
  return (
    <Box component={removed ? 'del' : 'ins'} sx={removed ? removedStyle : addedStyle}>
      <Box component="span" sx={hidden}>
        {removed ? '[retiré : ' : '[ajouté : '}
      </Box>
      {part.text}
      <Box component="span" sx={hidden}>
        ]
      </Box>
    </Box>
  );
}

function Side({ title, parts }: { title: string; parts: DiffPart[] }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}>
      <Typography variant="overline" component="p" sx={{ lineHeight: 1.5, mb: 0.5 }}>
        {title}
      </Typography>
      <Typography
        variant="body2"
        component="p"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}
      >
        {parts.length === 0 ? (
          <em>(vide)</em>
        ) : (
          parts.map((part, index) => <Marked key={index} part={part} />)
        )}
      </Typography>
    </Box>
  );
}

export interface RevisionCompareProps {
  /** The item's admin path (`/admin/page/3`). */
  base: string;
  rev: number;
  /** « Brouillon actuel » or « Version en ligne ». */
  currentTitle: string;
  current: DraftFields;
  onClose: () => void;
}

export function RevisionCompare({ base, rev, currentTitle, current, onClose }: RevisionCompareProps) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const revision = useQuery({
    queryKey: ['revision', base, rev],
    queryFn: async () => (await call(apiFetch, `${base}/revisions/${rev}`)).data as { fields: DraftFields },
  });
  const older = revision.data?.fields;
  const fields = older ? [...new Set([...Object.keys(older), ...Object.keys(current)])] : [];
  const compared = fields.map((field) => ({
    field,
    parts: wordDiff(fieldText(older?.[field]), fieldText(current[field])),
  }));
  const changed = compared.filter(({ parts }) => parts.some((part) => part.kind !== 'same'));
  const same = compared.filter(({ parts }) => parts.every((part) => part.kind === 'same'));
  const revTitle = `Version ${rev}`;

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="lg" aria-labelledby="compare-title">
      <DialogTitle id="compare-title">Comparer la version {rev} avec la version actuelle</DialogTitle>
      <DialogContent dividers>
        {revision.isPending ? <LinearProgress aria-label="Chargement de la version" /> : null}
        {revision.isError ? <Alert severity="error">{revision.error.message}</Alert> : null}
        {older ? (
          <>
            <Box
              component="p"
              data-testid="compare-legend"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 0, mb: 2, typography: 'body2' }}
            >
              <span>
                <Marked part={{ kind: 'removed', text: 'Texte barré' }} /> : dans la version {rev}, plus
                maintenant
              </span>
              <span>
                <Marked part={{ kind: 'added', text: 'Texte souligné' }} /> : ajouté depuis
              </span>
            </Box>
            {changed.length === 0 ? (
              <Typography>Aucune différence : cette version est la version actuelle.</Typography>
            ) : null}
            {changed.map(({ field, parts }) => (
              <Box component="section" key={field} data-testid={`compare-${field}`} sx={{ mb: 2 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
                  {labelOf(field)}
                </Typography>
                <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  <Side title={revTitle} parts={sideOf(parts, 'before')} />
                  <Side title={currentTitle} parts={sideOf(parts, 'after')} />
                </Box>
              </Box>
            ))}
            {same.length > 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Identiques : {same.map(({ field }) => labelOf(field)).join(', ')}.
              </Typography>
            ) : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          Fermer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
