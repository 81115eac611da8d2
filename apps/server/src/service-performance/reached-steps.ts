import type { JourneyStep } from './performance-measures.ts';

/** A step's key, as unique as the (measure, subject) pair the database keeps it by. */
export function stepKey(step: JourneyStep): string {
  return `${step.measure}\u0000${step.subject}`;
}

/**
 * The steps this process has already recorded for recent assessments, so a save does not work
 * out again whether an area it already counted as complete is complete (about 60 µs of the
 * questionnaire engine for two areas and the personal details) nor probe the database for
 * steps it already holds: counting cost a resident's save about a fifth of its throughput
 * without it (docs/decisions/0130). It only ever skips work: a step it does not know is worked
 * out and recorded, and the database's key counts each step once whatever another process
 * knows. Bounded: the least recently saved assessment is forgotten first.
 */
export class ReachedSteps {
  private readonly byForm = new Map<string, Set<string>>();

  constructor(private readonly capacity = 10_000) {}

  /** What this process knows `formId` has reached; empty when it knows nothing. */
  of(formId: string): ReadonlySet<string> {
    return this.byForm.get(formId) ?? new Set();
  }

  /** After a save that recorded `steps` committed. */
  add(formId: string, steps: readonly JourneyStep[]): void {
    const known = this.byForm.get(formId) ?? new Set<string>();
    for (const step of steps) known.add(stepKey(step));
    // Re-inserted, so the map's order is least recently saved first.
    this.byForm.delete(formId);
    this.byForm.set(formId, known);
    if (this.byForm.size > this.capacity) {
      const oldest = this.byForm.keys().next().value;
      if (oldest !== undefined) this.byForm.delete(oldest);
    }
  }
}
