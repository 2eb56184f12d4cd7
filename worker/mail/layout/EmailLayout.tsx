import type { ReactNode } from 'react';
import { DARK_CARD, LIGHT_CARD, type MailSite } from './mail-site';

// The one layout of every e-mail the platform sends: a single 600 px column of tables (what
// mail clients lay out reliably), the site's logo on a band of its primary colour, the message,
// then the site's name and address. Inline styles carry the light rendering (clients that drop
// <style> still get it); the <style> block adds the phone width and the dark scheme, whose
// colours keep AA contrast (the link colour is computed per site in mail-site.ts). The document's
// language is the e-mail's (site.locale), as a primary subtag: « fr », « en ».

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const PAGE_LIGHT = '#f3f3f1';
const PAGE_DARK = '#121212';
const TEXT_LIGHT = '#1f1f1f';
const TEXT_DARK = '#ececec';
const MUTED_LIGHT = '#5c5c5c';
const MUTED_DARK = '#b5b5b5';

/** The <style> block: only validated #rrggbb colours go in, so nothing from a user reaches it. */
function styles(site: MailSite): string {
  return [
    ':root { color-scheme: light dark; supported-color-schemes: light dark; }',
    'body { margin: 0; padding: 0; }',
    `a { color: ${site.colors.linkLight}; }`,
    '@media (max-width: 620px) { .mail-content { padding: 20px 16px !important; } }',
    '@media (prefers-color-scheme: dark) {',
    `  body, .mail-page { background: ${PAGE_DARK} !important; }`,
    `  .mail-card { background: ${DARK_CARD} !important; color: ${TEXT_DARK} !important; }`,
    `  .mail-muted { color: ${MUTED_DARK} !important; }`,
    // The header's name and the button sit on the primary colour: they keep onPrimary.
    `  .mail-card a:not(.mail-button):not(.mail-brand) { color: ${site.colors.linkDark} !important; }`,
    `  .mail-rule { border-color: #3a3a3a !important; }`,
    '}',
  ].join('\n');
}

export interface EmailLayoutProps {
  site: MailSite;
  /** The subject, as the document's title. */
  title: string;
  /** The line mail clients show after the subject in the inbox (hidden in the message). */
  preview?: string;
  children: ReactNode;
}

export function EmailLayout({ site, title, preview, children }: EmailLayoutProps) {
  const { colors } = site;
  return (
    <html lang={site.locale.split('_')[0]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: styles(site) }} />
      </head>
      <body style={{ margin: 0, padding: 0, background: PAGE_LIGHT }}>
        {preview ? (
          <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden', opacity: 0 }}>{preview}</div>
        ) : null}
        <table
          role="presentation"
          className="mail-page"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ background: PAGE_LIGHT, borderCollapse: 'collapse' }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 8px' }}>
                <table
                  role="presentation"
                  className="mail-card"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{
                    maxWidth: 600,
                    background: LIGHT_CARD,
                    color: TEXT_LIGHT,
                    borderCollapse: 'collapse',
                    fontFamily: FONT,
                    fontSize: 16,
                    lineHeight: 1.5,
                  }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{ background: colors.primary, color: colors.onPrimary, padding: '20px 24px' }}
                      >
                        <a
                          className="mail-brand"
                          href={`${site.origin}/`}
                          style={{ color: colors.onPrimary, textDecoration: 'none' }}
                        >
                          {site.logo ? (
                            <img
                              src={site.logo.url}
                              alt={site.logo.alt || site.name}
                              height={48}
                              style={{ display: 'block', height: 48, maxWidth: '100%', border: 0 }}
                            />
                          ) : (
                            <strong style={{ fontSize: 20 }}>{site.name}</strong>
                          )}
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td className="mail-content" style={{ padding: '28px 24px' }}>
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        className="mail-muted mail-rule"
                        style={{
                          padding: '16px 24px 24px',
                          borderTop: '1px solid #e2e2e2',
                          color: MUTED_LIGHT,
                          fontSize: 13,
                        }}
                      >
                        {site.name ? `${site.name} · ` : ''}
                        <a href={`${site.origin}/`}>{new URL(site.origin).host}</a>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}
