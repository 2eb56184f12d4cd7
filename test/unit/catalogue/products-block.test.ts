import { describe, expect, it } from 'vitest';
import {
  PRODUCTS_BLOCK_DEFAULT,
  productsBlockKey,
  productsBlockQuery,
} from '../../../src/domain/catalogue/products-block';

describe('the products a PRODUCTS block asks for', () => {
  it('are the first few of the whole shop in the owner’s order when the block names nothing', () => {
    expect(productsBlockQuery({})).toEqual({ nbItem: PRODUCTS_BLOCK_DEFAULT, orderBy: 'order' });
  });

  it('carry the block’s tag and kind, as many as its limit', () => {
    expect(productsBlockQuery({ tag: 'fêtes', kind: 'SPARKLING', limit: 6 })).toEqual({
      nbItem: 6,
      orderBy: 'order',
      tags: 'fêtes',
      kind: 'SPARKLING',
    });
  });

  it('are one list for two blocks making the same choice, another for a different one', () => {
    expect(productsBlockKey({ tag: 'bio' })).toBe(
      productsBlockKey({ tag: 'bio', limit: PRODUCTS_BLOCK_DEFAULT }),
    );
    expect(productsBlockKey({ tag: 'bio' })).not.toBe(productsBlockKey({ kind: 'RED' }));
    expect(productsBlockKey({ tag: 'bio' })).not.toBe(productsBlockKey({ tag: 'bio', limit: 8 }));
  });
});
