import { describe, expect, it } from 'vitest';
import { orderCourse } from './order-course.js';

describe('orderCourse', () => {
  it('marks the steps up to the status reached, received on the order date and later ones on the day the desk moved the order', () => {
    const course = orderCourse({
      status: 30,
      orderDate: '2026-03-02',
      cancelledDate: null,
      changes: [
        { status: 20, date: '2026-03-03' },
        { status: 30, date: '2026-03-05' },
      ],
    });
    expect(course).toEqual([
      { status: 10, reached: true, date: '2026-03-02' },
      { status: 20, reached: true, date: '2026-03-03' },
      { status: 30, reached: true, date: '2026-03-05' },
      { status: 40, reached: false, date: null },
      { status: 60, reached: false, date: null },
    ]);
  });

  it('leaves the day out where nobody recorded it', () => {
    const course = orderCourse({ status: 60, orderDate: '2026-01-10', cancelledDate: null, changes: [] });
    expect(course.map((s) => s.reached)).toEqual([true, true, true, true, true]);
    expect(course.slice(1).every((s) => s.date === null)).toBe(true);
  });

  it('ends a cancelled order at cancelled after the steps it had reached', () => {
    expect(
      orderCourse({ status: 90, orderDate: '2026-03-02', cancelledDate: '2026-03-04', changes: [{ status: 20, date: '2026-03-03' }] }),
    ).toEqual([
      { status: 10, reached: true, date: '2026-03-02' },
      { status: 20, reached: true, date: '2026-03-03' },
      { status: 90, reached: true, date: '2026-03-04' },
    ]);
    expect(orderCourse({ status: 90, orderDate: '2026-03-02', cancelledDate: null, changes: [] }).map((s) => s.status)).toEqual([10, 90]);
  });
});
