import { QueuePage } from './queue-page';

/** The 'pendent-accounts' onboarding queue. */
export default function Page() {
  return <QueuePage queue="pendent-accounts" />;
}
