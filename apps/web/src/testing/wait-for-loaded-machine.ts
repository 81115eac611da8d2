import { afterAll } from 'vitest';
import { configure, getConfig } from '@testing-library/react';
import { whenReactHasCaughtUp } from './when-react-has-caught-up.ts';

// findBy* and waitFor give up after one second by default, which a loaded machine can spend
// before a page has rendered once. A wait that ends without seeing what it waits for still
// fails; it is only given longer.
configure({ asyncUtilTimeout: 10_000 });

// A findBy, a waitFor or a user-event action ends as soon as the page shows what it waits
// for, and on a loaded machine React can still owe the effects of that commit: the scheduler
// yields between the two. The test's next step then raced them: fake time moved on before
// the idle warning armed its timers, and typing began before the error summary took focus,
// which then took the rest of the keys. Each such wait now also waits for React to catch up.
const config = getConfig();
const reactAsyncWrapper = config.asyncWrapper.bind(config) as <T>(
  action: () => Promise<T>,
) => Promise<T>;
configure({
  asyncWrapper: (action: () => Promise<unknown>) =>
    reactAsyncWrapper(async () => {
      const result = await action();
      await whenReactHasCaughtUp();
      return result;
    }),
});

// A file's last commit can leave React an effect to run a turn later. It runs here, while the
// file's window is still there: run after the file's environment was torn down, it threw
// "window is not defined", which fails the whole run.
afterAll(() => whenReactHasCaughtUp());
