// What the content module offers the rest of the Worker (a form's stored files for its
// notification mail): code outside worker/provider/ imports this module only from here.
export type { StoredFile } from './form.repository';
// The reads the public pages make, as services (worker/provider/in-process-client.ts calls them).
export { page, pagePreview, pageTree } from './page.service';
export { newsItem, newsList, newsPreview } from './news.service';
export { album, albums } from './album.service';
export { service, servicePreview, services } from './service.service';
export { element, elementLists, elementPreview, elements } from './element.service';
export { visitorForm } from './form.service';
export { companyAddresses } from './address.service';
export {
  blogArticle,
  blogArticleAriane,
  blogArticlePreview,
  blogFolder,
  blogFolderAriane,
  blogFolderContent,
} from './blog.service';
export { albumListSpec } from './album.repository';
export { elementListSpec } from './element.repository';
export { newsListSpec } from './news.repository';
export { serviceListSpec } from './service.repository';
// What a content block may store: the publishing workflow cleans a page's drafted blocks with it.
export { cleanBlock } from './page-block-clean';
