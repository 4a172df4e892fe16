import { describe, expect, it } from 'vitest';
import { shouldRegister, type RegistrationContext } from '@/src/serviceWorker/shouldRegister';

const production: RegistrationContext = {
  productionBuild: true,
  supported: true,
  host: 'mui.com',
  productionHost: 'mui.com',
};

describe('shouldRegister', () => {
  it.each<[string, Partial<RegistrationContext>, boolean]>([
    ['production build on the production host', {}, true],
    ['production host with a port', { host: '127.0.0.1:4351', productionHost: '127.0.0.1:4351' }, true],
    ['host in another case', { host: 'MUI.com' }, true],
    ['localhost', { host: 'localhost:4173' }, false],
    ['127.0.0.1 when the production host is mui.com', { host: '127.0.0.1:4350' }, false],
    ['the production host on another port', { host: 'mui.com:8080' }, false],
    ['a preview host', { host: 'deploy-preview-12--mui-x.netlify.app' }, false],
    ['a subdomain of the production host', { host: 'next.mui.com' }, false],
    ['a dev build on the production host', { productionBuild: false }, false],
    ['no service worker support', { supported: false }, false],
    ['an empty production host', { host: '', productionHost: ' ' }, false],
  ])('%s -> %s', (_name, overrides, expected) => {
    expect(shouldRegister({ ...production, ...overrides })).toBe(expected);
  });
});
