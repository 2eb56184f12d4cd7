import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../client/admin/i18n';

// The panel's French messages: react-admin's pack, corrected where its wording breaks on the
// screens' titles.

describe('the admin panel’s French messages', () => {
  it('words an empty list so that it reads with any screen title', () => {
    for (const name of ['E-mails envoyés', 'Actualités', 'Pages']) {
      expect(i18nProvider.translate('ra.page.empty', { name })).toBe(
        `Aucun élément dans « ${name} » pour l’instant.`,
      );
    }
  });

  it('keeps the pack’s other messages (list title, editor buttons)', () => {
    expect(i18nProvider.translate('ra.page.list', { name: 'Pages' })).toBe('Pages');
    expect(i18nProvider.translate('ra.tiptap.bold')).toBe('Gras');
  });
});
