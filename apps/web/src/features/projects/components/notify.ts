import { notifications } from '@mantine/notifications';
import { errorMessage, isApprovalPending } from '../../../shared/lib/api';

/**
 * Runs a change and reports success or the server's message as a toast; a change kept for a
 * second person's approval is reported as such (and counts as not applied).
 */
export async function runWithToast(run: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await run();
    notifications.show({ color: 'green', message: success });
    return true;
  } catch (error) {
    notifications.show({ color: isApprovalPending(error) ? 'blue' : 'red', message: errorMessage(error) });
    return false;
  }
}
