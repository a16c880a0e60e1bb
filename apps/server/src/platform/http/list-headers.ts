import type { ListWindow } from '@mentorbridge/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * `X-Total-Count` on every list; on a page, an RFC 8288 `Link` header with the first, previous, next and
 * last pages, each the request's own path and query with another `page`.
 */
export function setListHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  window: ListWindow,
  total: number,
) {
  reply.header('X-Total-Count', String(total));
  if (!window.paged) return;
  const last = Math.max(1, Math.ceil(total / window.limit));
  const url = new URL(request.url, 'http://list.invalid');
  const link = (page: number, rel: string) => {
    url.searchParams.set('page', String(page));
    url.searchParams.set('limit', String(window.limit));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [link(1, 'first')];
  if (window.page > 1) links.push(link(Math.min(window.page - 1, last), 'prev'));
  if (window.page < last) links.push(link(window.page + 1, 'next'));
  links.push(link(last, 'last'));
  reply.header('Link', links.join(', '));
}
