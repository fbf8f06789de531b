import type { AppSecretRepository } from './app-secret.repository.js';
import { isSealed, type SecretBox } from './secret-box.js';

export type AppSecrets = {
  /**
   * The secret stored under `name`, made by `make` on first use (the first instance's wins) and
   * stored sealed; one an earlier version stored in plain text is sealed now.
   */
  get: <T>(name: string, make: () => T | Promise<T>) => Promise<T>;
};

export function createAppSecrets(
  repo: Pick<AppSecretRepository, 'secret' | 'insertSecretIfAbsent' | 'updateSecret'>,
  box: SecretBox,
): AppSecrets {
  return {
    async get<T>(name: string, make: () => T | Promise<T>): Promise<T> {
      let stored = await repo.secret(name);
      if (stored === undefined) {
        await repo.insertSecretIfAbsent(name, box.seal(name, await make()));
        stored = await repo.secret(name);
      }
      if (!isSealed(stored)) {
        await repo.updateSecret(name, box.seal(name, stored));
        return stored as T;
      }
      return box.open(name, stored) as T;
    },
  };
}
