import { Fragment, type ReactElement } from 'react';
import type { ParameterMap } from '../../schema/site/parameter';
import { blockDataSchemas, type BlockKind, type PageBlock } from '../../schema/content/page-block';
import { safeImageSrc } from '../../domain/shared/rich-text';
import { ContactBlock } from './ContactBlock';
import { CtaBlock } from './CtaBlock';
import { FormBlock } from './FormBlock';
import { GalleryBlock } from './GalleryBlock';
import { HeroBlock } from './HeroBlock';
import { ImageBlock } from './ImageBlock';
import { ImageTextBlock } from './ImageTextBlock';
import { MapBlock } from './MapBlock';
import { ReviewsBlock } from './ReviewsBlock';
import { NewsBlock } from '../news/NewsBlock';
import { ProductBlock, ProductsBlock } from '../shop/ProductBlocks';
import { RichTextBlock } from './RichTextBlock';
import { SocialBlock } from './SocialBlock';
import { BuilderFormBlock } from '../forms/BuilderFormBlock';

/** A block as stored: its kind and data are not trusted until checked. */
export interface BlockInput {
  id?: number;
  kind: string;
  data: unknown;
}

const isBlockKind = (kind: string): kind is BlockKind => Object.hasOwn(blockDataSchemas, kind);

/** The blocks whose data matches their kind's schema, in order; the others are left out. */
export function parseBlocks(blocks: readonly BlockInput[]): PageBlock[] {
  return blocks.flatMap((block, index) => {
    if (!isBlockKind(block.kind)) return [];
    const parsed = blockDataSchemas[block.kind].safeParse(block.data);
    if (!parsed.success) return [];
    // The schema was picked by this kind, so kind and data agree; TypeScript cannot follow that link.
    return [{ id: block.id ?? index, kind: block.kind, data: parsed.data } as PageBlock];
  });
}

/** The first image a visitor sees: the one block image not worth loading lazily. */
function imageSource(block: PageBlock): string | undefined {
  switch (block.kind) {
    case 'HERO':
      return block.data.image?.src;
    case 'IMAGE':
      return block.data.src;
    case 'IMAGE_TEXT':
      return block.data.image.src;
    case 'GALLERY':
      return block.data.images[0]?.src;
    default:
      return undefined;
  }
}

function renderBlock(block: PageBlock, parameters: ParameterMap, eager: boolean): ReactElement | null {
  switch (block.kind) {
    case 'HERO':
      return <HeroBlock data={block.data} eager={eager} />;
    case 'RICH_TEXT':
      return <RichTextBlock data={block.data} />;
    case 'IMAGE':
      return <ImageBlock data={block.data} eager={eager} />;
    case 'IMAGE_TEXT':
      return <ImageTextBlock data={block.data} eager={eager} />;
    case 'GALLERY':
      return <GalleryBlock data={block.data} eager={eager} />;
    case 'CTA':
      return <CtaBlock data={block.data} />;
    case 'CONTACT':
      return <ContactBlock data={block.data} parameters={parameters} />;
    case 'SOCIAL':
      return <SocialBlock data={block.data} parameters={parameters} />;
    case 'MAP':
      return <MapBlock data={block.data} />;
    case 'FORM':
      return <FormBlock data={block.data} />;
    case 'BUILDER_FORM':
      return <BuilderFormBlock data={block.data} />;
    case 'REVIEWS':
      return <ReviewsBlock data={block.data} parameters={parameters} />;
    case 'NEWS':
      return <NewsBlock data={block.data} parameters={parameters} />;
    case 'PRODUCT':
      return <ProductBlock data={block.data} />;
    case 'PRODUCTS':
      return <ProductsBlock data={block.data} />;
  }
}

/** A page's content: each valid block rendered by its component; invalid ones are skipped, never fatal. */
export function BlockList({
  blocks,
  parameters,
}: {
  blocks: readonly BlockInput[];
  parameters: ParameterMap;
}): ReactElement {
  const valid = parseBlocks(blocks);
  const firstImage = valid.findIndex((block) => {
    const src = imageSource(block);
    return src !== undefined && safeImageSrc(src) !== null;
  });
  return (
    <div className="block-list">
      {valid.map((block, index) => (
        <Fragment key={`${index}-${block.id}`}>
          {renderBlock(block, parameters, index === firstImage)}
        </Fragment>
      ))}
    </div>
  );
}
