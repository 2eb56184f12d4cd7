// The faces every generated PDF embeds (DejaVu Sans, public/assets/fonts/pdf/README.md says
// where they come from and how they were cut down): read at run time through the ASSETS
// binding rather than bundled, so the Worker's script stays small, and kept in memory for the
// isolate's life once read (about 220 KB for the two).

export interface PdfFontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
}

/** Paths under public/, served as static assets. */
export const PDF_FONT_PATHS: Readonly<Record<keyof PdfFontFiles, string>> = {
  regular: '/assets/fonts/pdf/DejaVuSans.ttf',
  bold: '/assets/fonts/pdf/DejaVuSans-Bold.ttf',
};

let cached: Promise<PdfFontFiles> | null = null;

async function readAsset(assets: Fetcher, path: string): Promise<Uint8Array> {
  // The assets binding answers any origin; the host is only there to make a URL.
  const response = await assets.fetch(new Request(new URL(path, 'https://assets.invalid')));
  if (!response.ok) throw new Error(`PDF font ${path} unreadable: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Both faces, read once per isolate; a failed read is retried by the next call. */
export function loadPdfFonts(assets: Fetcher): Promise<PdfFontFiles> {
  cached ??= Promise.all([readAsset(assets, PDF_FONT_PATHS.regular), readAsset(assets, PDF_FONT_PATHS.bold)])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      cached = null;
      throw error;
    });
  return cached;
}
