import { configure } from '@testing-library/react';

// findBy* and waitFor give up after one second by default, which a loaded machine can spend
// before a page has rendered once. A wait that ends without seeing what it waits for still
// fails; it is only given longer.
configure({ asyncUtilTimeout: 10_000 });
