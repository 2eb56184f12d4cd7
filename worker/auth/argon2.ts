import Argon2, { Argon2Type, Argon2Version } from '@phi-ag/argon2';
import argon2Wasm from '@phi-ag/argon2/argon2.wasm';
import type { Argon2Parameters } from './password-format';

// The argon2id engine of the Worker: the reference C implementation compiled to WebAssembly
// (SIMD) by @phi-ag/argon2. workerd refuses to compile WebAssembly from bytes at run time
// (what hash-wasm does), so the .wasm file is imported as a module, which wrangler and the
// test pool compile ahead of time. One instance per isolate, made on first use.
// Measured cost per hash in workerd: docs/performance.md, « Password hashing ».

let engine: Promise<Argon2> | undefined;

function argon2(): Promise<Argon2> {
  engine ??= WebAssembly.instantiate(argon2Wasm).then((instance) => new Argon2(instance));
  return engine;
}

/** The raw argon2id (v1.3) hash of the password (UTF-8) with these parameters and salt. */
export async function argon2id(
  password: string,
  salt: Uint8Array,
  parameters: Argon2Parameters,
  length: number,
): Promise<Uint8Array> {
  const { hash } = (await argon2()).hash(password, {
    salt,
    hashLength: length,
    timeCost: parameters.t,
    memoryCost: parameters.m,
    parallelism: parameters.p,
    type: Argon2Type.Argon2id,
    version: Argon2Version.Version13,
  });
  return hash;
}
