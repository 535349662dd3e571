import { Modal, Text } from '@mantine/core';
import { useEffect } from 'react';

export interface BlockingNoticeProps {
  title: string;
  text: string;
  /** Runs once after `delayMs`. */
  onTimeout: () => void;
  delayMs: number;
}

/** A warning with no way to dismiss it, followed by an action (spec core §8 "No project"). */
export function BlockingNotice({ title, text, onTimeout, delayMs }: BlockingNoticeProps) {
  useEffect(() => {
    const timer = setTimeout(onTimeout, delayMs);
    return () => clearTimeout(timer);
  }, [onTimeout, delayMs]);

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={title}
    >
      <Text>{text}</Text>
    </Modal>
  );
}
