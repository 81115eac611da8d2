/**
 * Whether the goal for saves on PostgreSQL (15% of bare Fastify's GET rate) fits on this
 * machine's cores at the costs measured in the same run. At the goal's rate every save may use
 * cores × 1 s ÷ rate of CPU in all; the database server and the load generator take their share
 * of that first, since they run on the same cores. What is left is the service's, and it has to
 * cover at least what bare Fastify spends receiving the same body plus the save's own checks
 * (the answers' schema and the questionnaire engine), which no faster plumbing removes.
 */
import { pathwayFor } from '@csa/questionnaire/content';
import { validateDirtyFields } from '../apps/server/src/forms/validate-dirty-fields.ts';

/** The goal's share of bare Fastify's GET rate. */
export const postgresSaveGoalShare = 0.15;

/**
 * CPU time of the save's checks, as the route runs them (validate, then serialize what is
 * stored), in microseconds a save: the median of five timed batches after a warm-up, on this
 * process's otherwise idle event loop, so it is what the checks cost at best.
 */
export function saveChecksMicros(body: string): number {
  const { dirtyFields } = JSON.parse(body) as { dirtyFields: string };
  const csa = pathwayFor('CSA');
  const once = () => JSON.stringify(validateDirtyFields(dirtyFields, csa));
  for (let index = 0; index < 2000; index += 1) once();
  const batch = 2000;
  const medians: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = process.cpuUsage();
    for (let index = 0; index < batch; index += 1) once();
    const used = process.cpuUsage(started);
    medians.push((used.user + used.system) / batch);
  }
  medians.sort((a, b) => a - b);
  return medians[2] ?? NaN;
}

export interface SaveBudgetInputs {
  cores: number;
  bareGetRate: number;
  /** Measured in the same run, each in microseconds a request. */
  databaseMicros: number;
  loadGeneratorMicros: number;
  barePutMicros: number;
  checksMicros: number;
  /** The service's own CPU a save, as measured. */
  serviceMicros: number;
}

export interface SaveBudget {
  goalRate: number;
  /** CPU a save on all cores together at the goal's rate. */
  perSave: number;
  /** What the database and the load generator leave for the service. */
  leftForService: number;
  /** The least the service could spend: bare Fastify's PUT plus the checks. */
  leastForService: number;
  reachable: boolean;
}

export function saveBudget(inputs: SaveBudgetInputs): SaveBudget {
  const goalRate = postgresSaveGoalShare * inputs.bareGetRate;
  const perSave = (inputs.cores * 1e6) / goalRate;
  const leftForService = perSave - inputs.databaseMicros - inputs.loadGeneratorMicros;
  const leastForService = inputs.barePutMicros + inputs.checksMicros;
  return {
    goalRate,
    perSave,
    leftForService,
    leastForService,
    reachable: leastForService <= leftForService,
  };
}

export function describeSaveBudget(inputs: SaveBudgetInputs): string {
  const budget = saveBudget(inputs);
  const us = (value: number) => `${Math.round(value)} µs`;
  return [
    `budget at ${100 * postgresSaveGoalShare}% of bare (${Math.round(budget.goalRate)} saves/s on ${inputs.cores} cores): ${us(budget.perSave)} of CPU a save in all;`,
    `the database took ${us(inputs.databaseMicros)} and the load generator ${us(inputs.loadGeneratorMicros)}, leaving ${us(budget.leftForService)} for the service (it spent ${us(inputs.serviceMicros)});`,
    `at least ${us(budget.leastForService)} needed (bare Fastify's PUT ${us(inputs.barePutMicros)} + the save's checks alone ${us(inputs.checksMicros)}): ${budget.reachable ? 'within reach' : 'OUT OF REACH on this machine'}`,
  ].join('\n');
}
