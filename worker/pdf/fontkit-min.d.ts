// The minified build of @pdf-lib/fontkit (worker/pdf/writer.ts imports it to keep the Worker's
// script smaller): the same module as the package's entry, so the same types.
declare module '@pdf-lib/fontkit/dist/fontkit.es.min.js' {
  import fontkit from '@pdf-lib/fontkit';
  export default fontkit;
}
