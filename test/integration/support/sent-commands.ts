/**
 * Records the DynamoDB commands the app sends while a test runs (the document client's send is wrapped,
 * as in round-trips.ts), so a test can say which reads and writes a piece of work made. `refuse` makes a
 * command fail as a crash would, before it reaches the table. Stop it before the test ends.
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { vi } from 'vitest';

export interface SentCommand {
  name: string;
  input: Record<string, any>;
}

export function recordDynamoCommands(options: { refuse?: (command: SentCommand) => boolean } = {}) {
  const sent: SentCommand[] = [];
  const originalSend = DynamoDBDocumentClient.prototype.send;
  const spy = vi.spyOn(DynamoDBDocumentClient.prototype, 'send').mockImplementation(function (
    this: DynamoDBDocumentClient,
    ...args: any[]
  ) {
    const command: SentCommand = { name: String(args[0]?.constructor?.name), input: args[0]?.input ?? {} };
    sent.push(command);
    if (options.refuse?.(command)) return Promise.reject(new Error('refused by the test: a crash before this write')) as never;
    return (originalSend as (...a: unknown[]) => Promise<unknown>).apply(this, args) as never;
  });
  return { sent, stop: () => spy.mockRestore() };
}

/** The keys a command reads: a GetItem's key, or every key of a BatchGetItem. */
export function keysRead(command: SentCommand): { PK: string; SK: string }[] {
  if (command.name === 'GetCommand') return [command.input.Key];
  if (command.name !== 'BatchGetCommand') return [];
  return Object.values(command.input.RequestItems as Record<string, { Keys: { PK: string; SK: string }[] }>).flatMap(
    (read) => read.Keys,
  );
}
