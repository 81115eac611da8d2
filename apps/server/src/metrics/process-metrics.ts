import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, heap, event-loop delay, garbage collection), made
 * once per process: they describe the process, not one app built in it, and the event-loop
 * monitor they start cannot be stopped, so a second one would only add a timer.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
