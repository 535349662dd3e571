/** Query keys of the Pix screens; mutations invalidate `all` so every Pix list reloads. */
export const pixKeys = {
  all: ['pix'] as const,
  whiteLabels: () => ['pix', 'white-labels'] as const,
  infractionLists: ['pix', 'infractions'] as const,
  infraction: (uuid: string) => ['pix', 'infraction', uuid] as const,
  refundLists: ['pix', 'refunds'] as const,
  refund: (uuid: string) => ['pix', 'refund', uuid] as const,
  movementLists: ['pix', 'movements'] as const,
  movements: (query: object) => ['pix', 'movements', 'lookup', query] as const,
  deviceLists: ['pix', 'devices'] as const,
  smsOutbox: (account: string | null) => ['pix', 'sms-outbox', account] as const,
};
