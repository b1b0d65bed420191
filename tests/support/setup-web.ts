import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../web/support/match-media';

afterEach(() => cleanup());
