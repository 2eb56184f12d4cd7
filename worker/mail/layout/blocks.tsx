import type { ReactNode } from 'react';
import { mailT, type MailSite } from './mail-site';

// The few pieces every message is made of. Each has its text counterpart in text.ts, so a
// message's HTML and its plain-text alternative say the same thing from the same data.

export function Paragraph({ children }: { children: ReactNode }) {
  return <p style={{ margin: '0 0 16px' }}>{children}</p>;
}

/** The message's one call to action; the link is repeated as text for clients that hide buttons. */
export function ButtonLink({ site, href, children }: { site: MailSite; href: string; children: ReactNode }) {
  return (
    <>
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '8px 0 16px' }}>
        <tbody>
          <tr>
            <td style={{ background: site.colors.primary, borderRadius: 6 }}>
              <a
                className="mail-button"
                href={href}
                style={{
                  display: 'inline-block',
                  padding: '12px 20px',
                  color: site.colors.onPrimary,
                  fontWeight: 600,
                  textDecoration: 'none',
                }}
              >
                {children}
              </a>
            </td>
          </tr>
        </tbody>
      </table>
      <p className="mail-muted" style={{ margin: '0 0 16px', fontSize: 13, wordBreak: 'break-all' }}>
        <a href={href}>{href}</a>
      </p>
    </>
  );
}

/** Label / value rows (an order's lines, a registration's date and place). */
export function Details({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}
    >
      <tbody>
        {rows.map(([label, value], index) => (
          <tr key={index}>
            <td
              className="mail-rule"
              style={{ padding: '6px 12px 6px 0', borderBottom: '1px solid #e2e2e2' }}
            >
              {label}
            </td>
            <td
              className="mail-rule"
              align="right"
              style={{ padding: '6px 0', borderBottom: '1px solid #e2e2e2', whiteSpace: 'nowrap' }}
            >
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A quoted text written by someone else (a visitor's message), line breaks kept. */
export function Quote({ children }: { children: string }) {
  return (
    <blockquote
      className="mail-rule"
      style={{
        margin: '0 0 16px',
        padding: '4px 0 4px 12px',
        borderLeft: '3px solid #c8c8c8',
        whiteSpace: 'pre-line',
      }}
    >
      {children}
    </blockquote>
  );
}

export function Signature({ site }: { site: MailSite }) {
  const t = mailT(site);
  return site.name ? (
    <p style={{ margin: '24px 0 0' }}>
      {t.t('mail.signature')}
      <br />
      {site.name}
    </p>
  ) : (
    <p style={{ margin: '24px 0 0' }}>{t.t('mail.signatureAlone')}</p>
  );
}
