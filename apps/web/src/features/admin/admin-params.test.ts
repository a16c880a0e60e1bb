import { describe, expect, it } from 'vitest';
import { patchParams, readAdminParams, toAuditQuery, toReportQuery, toUserQuery } from './admin-params';

describe('admin-params', () => {
  it('reads the defaults from an empty address and ignores unknown values', () => {
    const params = readAdminParams(
      new URLSearchParams('tab=nope&role=root&status=x&sort=y&page=-3&from=03/01'),
    );
    expect(params).toEqual({
      tab: 'overview',
      users: { q: '', role: '', status: '', sort: 'newest', page: 1 },
      reports: { status: 'open', kind: '', page: 1 },
      audit: { action: '', page: 1 },
      range: { from: '', to: '' },
    });
  });

  it('reads each list its own keys', () => {
    const params = readAdminParams(
      new URLSearchParams(
        'tab=users&q=asha&role=alumni&status=inactive&sort=points&page=3&reportStatus=closed&kind=profile&reportPage=2&action=user.delete&auditPage=4&from=2026-01-01&to=2026-02-01',
      ),
    );
    expect(params.tab).toBe('users');
    expect(params.users).toEqual({ q: 'asha', role: 'alumni', status: 'inactive', sort: 'points', page: 3 });
    expect(params.reports).toEqual({ status: 'closed', kind: 'profile', page: 2 });
    expect(params.audit).toEqual({ action: 'user.delete', page: 4 });
    expect(params.range).toEqual({ from: '2026-01-01', to: '2026-02-01' });
  });

  it('drops defaults and empty values from the address', () => {
    const next = patchParams(new URLSearchParams('tab=users&page=3&role=alumni'), {
      role: '',
      page: 1,
      sort: 'newest',
      status: 'active',
    });
    expect(next.toString()).toBe('tab=users&status=active');
  });

  it('builds the API queries', () => {
    expect(toUserQuery({ q: 'a b', role: '', status: 'active', sort: 'name', page: 2 }).toString()).toBe(
      'q=a+b&status=active&sort=name&page=2&limit=10',
    );
    expect(toReportQuery({ status: 'all', kind: 'insight', page: 1 }).toString()).toBe(
      'status=all&kind=insight&page=1&limit=20',
    );
    expect(toAuditQuery({ action: '', page: 1 }, 8).toString()).toBe('page=1&limit=8');
  });
});
