import { unstable_NormalPriority, unstable_scheduleCallback } from 'scheduler';

/**
 * Resolves once React's scheduler has run the work it held when called: the renders and the
 * effects of commits made outside act() (a page drawn when a stubbed call answered). A task
 * of the priority React gives that work runs after every such task queued before it, however
 * often the scheduler yields, so this waits for exactly that work and no fixed time.
 *
 * On a loaded machine the scheduler yields between a commit and its effects. A test that reads
 * its next step off the page can then move fake time on before a timer the effect arms is set,
 * and an effect still owed when a file ends runs after jsdom's window is gone.
 */
export function whenReactHasCaughtUp(): Promise<void> {
  return new Promise((resolve) => {
    unstable_scheduleCallback(unstable_NormalPriority, () => resolve());
  });
}
