import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { AdminPermissions } from '../permissions';
import { lazyScreens } from '../lazy-screens';
import { isMultilingual } from '../translation/languages';

// Content modules: blog, albums, services, element lists, builder forms, reviews, addresses.
// The same for every site owner: a module the site does not show simply stays empty.

const fromContentAddresses = lazyScreens(() => import('../resources/content/addresses'));
const AddressCreate = fromContentAddresses('AddressCreate');
const AddressEdit = fromContentAddresses('AddressEdit');
const AddressList = fromContentAddresses('AddressList');

const fromContentAlbums = lazyScreens(() => import('../resources/content/albums'));
const AlbumCreate = fromContentAlbums('AlbumCreate');
const AlbumEdit = fromContentAlbums('AlbumEdit');
const AlbumList = fromContentAlbums('AlbumList');

const fromContentBlog = lazyScreens(() => import('../resources/content/blog'));
const BlogArticleCreate = fromContentBlog('BlogArticleCreate');
const BlogArticleEdit = fromContentBlog('BlogArticleEdit');
const BlogArticleList = fromContentBlog('BlogArticleList');
const BlogFolderCreate = fromContentBlog('BlogFolderCreate');
const BlogFolderEdit = fromContentBlog('BlogFolderEdit');
const BlogFolderList = fromContentBlog('BlogFolderList');

const fromContentElements = lazyScreens(() => import('../resources/content/elements'));
const ElementListCreate = fromContentElements('ElementListCreate');
const ElementListEdit = fromContentElements('ElementListEdit');
const ElementListList = fromContentElements('ElementListList');

const fromContentForms = lazyScreens(() => import('../resources/content/forms'));
const FormCreate = fromContentForms('FormCreate');
const FormEdit = fromContentForms('FormEdit');
const FormList = fromContentForms('FormList');

const fromContentReviews = lazyScreens(() => import('../resources/content/reviews'));
const ReviewCreate = fromContentReviews('ReviewCreate');
const ReviewEdit = fromContentReviews('ReviewEdit');
const ReviewList = fromContentReviews('ReviewList');

const fromContentServices = lazyScreens(() => import('../resources/content/services'));
const ServiceCreate = fromContentServices('ServiceCreate');
const ServiceEdit = fromContentServices('ServiceEdit');
const ServiceList = fromContentServices('ServiceList');

// What lacks a translation, for a site with a second language.
const MissingTranslations = lazyScreens(() => import('../translation/MissingTranslations'))(
  'MissingTranslations',
);

export function contentResources(permissions: AdminPermissions | null): ReactElement[] {
  return [
    <Resource
      key="blogArticles"
      name="blogArticles"
      options={{ label: 'Blog : articles' }}
      list={BlogArticleList}
      edit={BlogArticleEdit}
      create={BlogArticleCreate}
      recordRepresentation="title"
    />,
    <Resource
      key="blogFolders"
      name="blogFolders"
      options={{ label: 'Blog : dossiers' }}
      list={BlogFolderList}
      edit={BlogFolderEdit}
      create={BlogFolderCreate}
      recordRepresentation="name"
    />,
    <Resource
      key="albums"
      name="albums"
      options={{ label: 'Albums' }}
      list={AlbumList}
      edit={AlbumEdit}
      create={AlbumCreate}
      recordRepresentation="title"
    />,
    <Resource
      key="services"
      name="services"
      options={{ label: 'Prestations' }}
      list={ServiceList}
      edit={ServiceEdit}
      create={ServiceCreate}
      recordRepresentation="title"
    />,
    <Resource
      key="elementLists"
      name="elementLists"
      options={{ label: 'Listes d’éléments' }}
      list={ElementListList}
      edit={ElementListEdit}
      create={ElementListCreate}
      recordRepresentation="title"
    />,
    <Resource
      key="forms"
      name="forms"
      options={{ label: 'Formulaires' }}
      list={FormList}
      edit={FormEdit}
      create={FormCreate}
      recordRepresentation="title"
    />,
    <Resource
      key="reviews"
      name="reviews"
      options={{ label: 'Avis' }}
      list={ReviewList}
      edit={ReviewEdit}
      create={ReviewCreate}
      recordRepresentation="author"
    />,
    <Resource
      key="addresses"
      name="addresses"
      options={{ label: 'Adresses' }}
      list={AddressList}
      edit={AddressEdit}
      create={AddressCreate}
      recordRepresentation="name"
    />,
    <Resource key="addressTypes" name="addressTypes" recordRepresentation="label" />,
    ...(isMultilingual(permissions?.languages)
      ? [
          <Resource
            key="missingTranslations"
            name="missingTranslations"
            options={{ label: 'Traductions manquantes' }}
            list={MissingTranslations}
          />,
        ]
      : []),
  ];
}
