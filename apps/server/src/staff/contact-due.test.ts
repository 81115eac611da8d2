import { describe, expect, it } from 'vitest';
import { contactDue } from '../service-performance/contact-due.ts';

const submittedAt = '2026-03-02T09:30:00.000Z';
const dueBy = '2026-03-16T09:30:00.000Z';
const dayMs = 86_400_000;
const at = (time: string, plusMs = 0) => new Date(Date.parse(time) + plusMs);

describe('contactDue', () => {
  it('gives a CARERS submission 14 days, and is overdue only once they have passed', () => {
    expect(contactDue('CARERS', submittedAt, 'new', at(submittedAt, 13 * dayMs))).toEqual({
      contactDueBy: dueBy,
      overdue: false,
    });
    // At the promised moment itself the promise is still kept.
    expect(contactDue('CARERS', submittedAt, 'new', at(dueBy))).toEqual({
      contactDueBy: dueBy,
      overdue: false,
    });
    expect(contactDue('CARERS', submittedAt, 'new', at(dueBy, 1))).toEqual({
      contactDueBy: dueBy,
      overdue: true,
    });
  });

  it('stays overdue while the case is new or in progress, and not once contacted or closed', () => {
    const late = at(dueBy, dayMs);
    expect(contactDue('CARERS', submittedAt, 'in-progress', late).overdue).toBe(true);
    expect(contactDue('CARERS', submittedAt, 'contacted', late).overdue).toBe(false);
    expect(contactDue('CARERS', submittedAt, 'closed', late).overdue).toBe(false);
  });

  it('gives a CSA submission no due date, however old', () => {
    expect(contactDue('CSA', submittedAt, 'new', at(dueBy, 100 * dayMs))).toEqual({
      contactDueBy: null,
      overdue: false,
    });
  });
});
