import { describe, expect, it } from 'vitest';
import { auditOrder } from './audit-order';

describe('auditOrder', () => {
  it('keeps the order in odd runs and reverses it in even ones', () => {
    const pages = ['app', 'React floor', 'floor'];
    expect(auditOrder(1, pages)).toEqual(['app', 'React floor', 'floor']);
    expect(auditOrder(2, pages)).toEqual(['floor', 'React floor', 'app']);
    expect(auditOrder(3, pages)).toEqual(['app', 'React floor', 'floor']);
    expect(pages).toEqual(['app', 'React floor', 'floor']);
  });
});
