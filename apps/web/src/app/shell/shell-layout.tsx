import { SessionGate } from '../session/session-gate';
import { ConsoleAppShell } from './app-shell';

/** Layout of every screen route: the session gate, then the console frame. */
export function ShellLayout() {
  return (
    <SessionGate>
      <ConsoleAppShell />
    </SessionGate>
  );
}
