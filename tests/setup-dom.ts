import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait for the thing itself, not for Testing Library's default second: on a
// busy machine a lazy import (the date picker, a dialog) can take several. A test that fails still
// fails, only later.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
