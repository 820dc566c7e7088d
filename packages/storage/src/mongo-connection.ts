// One MongoClient shared by the record store, the contract store and the GridFS
// bucket; closed when the last of them is closed.
import { MongoClient, type Db } from 'mongodb';

export class SharedMongo {
  readonly client: MongoClient;
  private users = 0;
  private connected: Promise<MongoClient> | undefined;

  constructor(url: string, readonly dbName?: string) {
    this.client = new MongoClient(url, { serverSelectionTimeoutMS: 5_000, connectTimeoutMS: 5_000 });
  }

  async db(): Promise<Db> {
    await (this.connected ??= this.client.connect());
    return this.client.db(this.dbName);
  }

  acquire(): this {
    this.users++;
    return this;
  }

  async release(): Promise<void> {
    if (--this.users <= 0) await this.client.close();
  }

  async ping(): Promise<void> {
    await (await this.db()).command({ ping: 1 });
  }
}

export function isDuplicateKey(err: unknown): boolean {
  return (err as { code?: unknown })?.code === 11000;
}
