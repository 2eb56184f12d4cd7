// Raster twins of the sample sites' SVG images: social networks do not render SVG in
// link previews, so og:image needs a JPEG. The sample illustrations are SVG; this writes a
// 1200×630 JPEG (Open Graph's size, the image centred on white) for each one under
// public/assets/sample/raster/, mirroring its path. src/ui/document/og-image.ts maps an SVG to
// its twin. Run after adding or changing a sample SVG: `npm run raster:samples`
// (test/unit/og-image.test.ts fails while a twin is missing or older than its SVG).
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';

const ROOT = 'public/assets/sample';
const OUT = join(ROOT, 'raster');

function svgFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (path === OUT) return [];
    if (statSync(path).isDirectory()) return svgFiles(path);
    return name.endsWith('.svg') ? [path] : [];
  });
}

for (const svg of svgFiles(ROOT)) {
  const target = join(OUT, relative(ROOT, svg).replace(/\.svg$/, '.jpg'));
  mkdirSync(dirname(target), { recursive: true });
  await sharp(svg, { density: 192 })
    .resize(1200, 630, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(target);
  console.log(target);
}
