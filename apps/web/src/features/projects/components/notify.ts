import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../shared/lib/api';

/** Runs a change and reports success or the server's message as a toast. */
export async function runWithToast(run: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await run();
    notifications.show({ color: 'green', message: success });
    return true;
  } catch (error) {
    notifications.show({ color: 'red', message: errorMessage(error) });
    return false;
  }
}
