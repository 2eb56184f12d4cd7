import {
  MEDIA_GALLERY_ATTRIBUTE,
  MEDIA_INDEX_ATTRIBUTE,
  openMediaSlider,
  parseMediaSliderDetail,
} from '../src/ui/islands/island-events.ts';

// Server-rendered galleries open the slider without their own script:
//   <div data-media-slider='[{"type":"image","src":"/a.jpg","alt":"…"}, …]'>
//     <a href="/a.jpg" data-media-index="0">…</a> …
// A click on an item opens the slider at that item; without JavaScript the link still
// shows the file.

export function watchMediaGalleries(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const item = event.target.closest(`[${MEDIA_INDEX_ATTRIBUTE}]`);
    const gallery = item?.closest(`[${MEDIA_GALLERY_ATTRIBUTE}]`);
    if (!item || !gallery) return;
    let images: unknown;
    try {
      images = JSON.parse(gallery.getAttribute(MEDIA_GALLERY_ATTRIBUTE) ?? '');
    } catch {
      return; // broken markup: let the link do its plain job
    }
    const detail = parseMediaSliderDetail({
      images,
      index: Number(item.getAttribute(MEDIA_INDEX_ATTRIBUTE)),
    });
    if (!detail) return;
    event.preventDefault();
    openMediaSlider(detail, doc.defaultView ?? window);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
