// wrangler (and the workers test pool) import a .wasm file as a compiled WebAssembly.Module.
declare module '@phi-ag/argon2/argon2.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
