// What the content module offers the rest of the Worker (a form's stored files for its
// notification mail): code outside worker/provider/ imports this module only from here.
export type { StoredFile } from './form.repository';
