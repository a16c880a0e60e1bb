import { LIST_CAP, listWindow } from '@mentorbridge/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { setListHeaders } from './list-headers';

async function headersFor(url: string, total: number) {
  const app = Fastify();
  app.get('/items', async (request, reply) => {
    const query = request.query as { page?: string; limit?: string };
    const window = listWindow(
      {
        page: query.page === undefined ? undefined : Number(query.page),
        limit: query.limit === undefined ? undefined : Number(query.limit),
      },
      20,
    );
    setListHeaders(request, reply, window, total);
    return [];
  });
  const response = await app.inject({ method: 'GET', url });
  await app.close();
  return response.headers;
}

describe('list headers', () => {
  it('a list asked for no page answers up to LIST_CAP rows, with the true total and no Link', async () => {
    expect(listWindow({}, 20)).toEqual({ page: 1, limit: LIST_CAP, offset: 0, paged: false });
    const headers = await headersFor('/items?q=java', 1500);
    expect(headers['x-total-count']).toBe('1500');
    expect(headers.link).toBeUndefined();
  });

  it('a page gets first, prev, next and last links keeping the other parameters', async () => {
    expect(listWindow({ page: 2 }, 20)).toEqual({ page: 2, limit: 20, offset: 20, paged: true });
    const headers = await headersFor('/items?q=java&page=2&limit=10', 45);
    expect(headers['x-total-count']).toBe('45');
    expect(headers.link).toBe(
      [
        '</items?q=java&page=1&limit=10>; rel="first"',
        '</items?q=java&page=1&limit=10>; rel="prev"',
        '</items?q=java&page=3&limit=10>; rel="next"',
        '</items?q=java&page=5&limit=10>; rel="last"',
      ].join(', '),
    );
  });

  it('the first page has no prev and the last no next; an empty list has one page', async () => {
    expect((await headersFor('/items?limit=10', 10)).link).toBe(
      '</items?limit=10&page=1>; rel="first", </items?limit=10&page=1>; rel="last"',
    );
    expect((await headersFor('/items?page=1', 0)).link).toBe(
      '</items?page=1&limit=20>; rel="first", </items?page=1&limit=20>; rel="last"',
    );
  });
});
