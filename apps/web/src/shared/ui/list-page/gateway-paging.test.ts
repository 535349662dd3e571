import { describe, expect, it } from 'vitest';
import { gatewayPaging } from './gateway-paging';

describe('gatewayPaging', () => {
  it("offers the spec's first size, then 30, 50 and 100, and sends page and limit", () => {
    const paging = gatewayPaging(20);
    expect(paging.sizes).toEqual([20, 30, 50, 100]);
    expect(paging.toApi?.({ page: 3, perPage: 50 })).toEqual({ page: 3, limit: 50 });
    expect(gatewayPaging(50).sizes).toEqual([50, 100]);
  });
});
