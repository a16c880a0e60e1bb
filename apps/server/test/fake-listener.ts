import type { Database } from '../src/platform/db/database';
import type { NotificationHandlers } from '../src/platform/db/notifications';

/** The test says when the LISTEN connection is up (`onListening`), lost, or hears a notification. */
export function fakeListeningDatabase() {
  let handlers: NotificationHandlers | undefined;
  const database = {
    async listen(_channel: string, given: NotificationHandlers) {
      handlers = given;
      return { async close() {} };
    },
    async settled() {},
  } as unknown as Database;
  return { database, handlers: () => handlers! };
}
