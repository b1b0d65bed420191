import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../web/support/match-media';
import '../web/support/english';

afterEach(async () => {
  cleanup();
  // A dialog's focus trap returns focus on a timer after it unmounts: let it run while there is still a
  // document, or it throws "document is not defined" once the file's environment is gone.
  await new Promise((resolve) => setTimeout(resolve, 20));
});
