export class QueueClosedError extends Error {
  constructor() {
    super('the job queue is closed');
    this.name = 'QueueClosedError';
  }
}

/** Codes become BullMQ job ids, where ':' is reserved. */
export class InvalidJobIdError extends Error {
  constructor(readonly verificationCode: string) {
    super(`verification code ${JSON.stringify(verificationCode)} cannot name a job (':' is not allowed)`);
    this.name = 'InvalidJobIdError';
  }
}
