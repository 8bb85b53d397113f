import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../src/client/app/routes.tsx';

const accessOf = (path: string) => appRoutes.find((r) => r.path === path)?.access;

describe('route access declared in the route table', () => {
  it('keeps the admin screens to administrators, with the copy the spec gives', () => {
    for (const path of ['/admin', '/admin-panel', '/admin/kyc-review']) {
      expect(accessOf(path)?.allow, path).toBe('admin');
    }
    expect(accessOf('/admin')?.signedOut).toEqual({
      title: 'Authentication Required',
      message: 'You need to be logged in to access the admin panel.',
    });
    expect(accessOf('/admin-panel')?.denied?.message).toBe('Only administrators can access this panel.');
  });

  it('sends signed-out visitors of the selling screens to sign in and keeps administrators out', () => {
    expect(accessOf('/list-car')).toMatchObject({ allow: 'non-admin', signedOut: 'redirect' });
    expect(accessOf('/register-dealer')).toMatchObject({ allow: 'signed-in', signedOut: 'redirect' });
    for (const path of ['/seller-dashboard', '/dashboard']) {
      expect(accessOf(path), path).toMatchObject({ allow: 'non-admin', signedOut: 'redirect-quietly' });
    }
  });

  it('leaves the public pages open', () => {
    for (const path of ['/', '/listings', '/listing/:id', '/login', '/signup', '*']) {
      expect(accessOf(path), path).toBeUndefined();
    }
  });
});
