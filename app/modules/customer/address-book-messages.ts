/** The question before a saved address is deleted (not in the spec: ours). */
export const DELETE_ADDRESS = {
  title: 'Delete this address?',
  text: (address1: string) => `${address1} will be removed from your saved addresses.`,
} as const;
