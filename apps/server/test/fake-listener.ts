import type { Database } from '../src/platform/db/database';
import type { NotificationHandlers } from '../src/platform/db/notifications';

/**
 * A database whose LISTEN connection a test drives by hand: `handlers()` are what the code under test gave
 * `listen`, so the test says when the connection is up (`onListening`), lost, or hears a notification.
 */
export function fakeListeningDatabase() {
  let handlers: NotificationHandlers | undefined;
  const database = {
    async listen(_channel: string, given: NotificationHandlers) {
      handlers = given;
      return { async close() {} };
    },
  } as unknown as Database;
  return { database, handlers: () => handlers! };
}
