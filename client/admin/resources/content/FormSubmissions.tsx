import { Box, Button, Card, CardActions, CardContent, Link, Pagination, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import type { AdminForm, Submission } from '../../../../src/schema/content/forms';
import { call } from '../../api-call';
import { apiFetch } from '../../api-fetch';
import { downloadFile } from '../../download';

// A form's submissions (GET /admin/forms/{id}/submissions, 20 per page, newest first): each
// answer with its label, the files as downloads (fetched with the admin session and the site),
// and a deletion that also removes the files.

const PER_PAGE = 20;

const fileUrl = (submissionId: number, fileId: number) =>
  `/api/admin/forms/submissions/${submissionId}/files/${fileId}`;

const sizeText = (bytes: number) =>
  bytes < 1024 ? `${bytes} o` : `${Math.round(bytes / 1024).toLocaleString('fr-FR')} Ko`;

export function FormSubmissions() {
  const form = useRecordContext<AdminForm>();
  const notify = useNotify();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const formId = form?.id;
  const query = useQuery({
    queryKey: ['formSubmissions', formId, page],
    enabled: formId !== undefined,
    queryFn: async () =>
      (await call(apiFetch, `/admin/forms/${formId}/submissions?page=${page}`)).data as {
        submissions: Submission[];
        total: number;
      },
  });
  const removal = useMutation({
    mutationFn: (id: number) => call(apiFetch, `/admin/forms/submissions/${id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      notify('Réponse supprimée.', { type: 'success' });
      await client.invalidateQueries({ queryKey: ['formSubmissions', formId] });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  if (!form) return null;
  const total = query.data?.total ?? 0;

  return (
    <Box component="section" aria-labelledby="form-submissions-title" sx={{ p: 2, pb: { xs: 10, sm: 2 } }}>
      <Typography id="form-submissions-title" variant="h6" component="h2">
        Réponses reçues ({total})
      </Typography>
      {query.isError ? (
        <Typography role="alert">{query.error.message}</Typography>
      ) : query.isPending ? (
        <Typography>Chargement des réponses…</Typography>
      ) : total === 0 ? (
        <Typography variant="body2">Aucune réponse pour l’instant.</Typography>
      ) : null}
      {query.data?.submissions.map((submission) => (
        <Card key={submission.id} variant="outlined" sx={{ my: 1 }} data-testid="form-submission">
          <CardContent>
            <Typography variant="subtitle2" component="h3">
              Reçue le {new Date(submission.createdAt).toLocaleString('fr-FR')}
            </Typography>
            <Box component="dl" sx={{ m: 0 }}>
              {submission.answers.map((answer) => (
                <Box key={answer.name} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  <Box component="dt" sx={{ fontWeight: 'bold' }}>
                    {answer.label} :
                  </Box>
                  <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {answer.value}
                  </Box>
                </Box>
              ))}
            </Box>
            {submission.files.length > 0 ? (
              <Box component="ul" sx={{ pl: 2 }}>
                {submission.files.map((file) => (
                  <li key={file.id}>
                    <Link
                      component="button"
                      type="button"
                      sx={{ minHeight: 44, verticalAlign: 'baseline' }}
                      onClick={() =>
                        void downloadFile(fileUrl(submission.id, file.id), file.filename).catch(
                          (error: unknown) =>
                            notify(error instanceof Error ? error.message : 'Le téléchargement a échoué.', {
                              type: 'error',
                            }),
                        )
                      }
                    >
                      Télécharger {file.filename}
                    </Link>{' '}
                    ({sizeText(file.size)})
                  </li>
                ))}
              </Box>
            ) : null}
          </CardContent>
          <CardActions>
            <Button
              color="error"
              sx={{ minHeight: 44 }}
              disabled={removal.isPending}
              onClick={() => {
                if (window.confirm('Supprimer cette réponse et ses fichiers ?'))
                  removal.mutate(submission.id);
              }}
            >
              Supprimer la réponse
            </Button>
          </CardActions>
        </Card>
      ))}
      {total > PER_PAGE ? (
        <Pagination
          count={Math.ceil(total / PER_PAGE)}
          page={page}
          onChange={(_event, value) => setPage(value)}
          getItemAriaLabel={(type, item) =>
            type === 'page' ? `Page ${item}` : type === 'next' ? 'Page suivante' : 'Page précédente'
          }
        />
      ) : null}
    </Box>
  );
}
