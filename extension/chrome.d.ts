// The few extension APIs the popup uses (instead of a dependency on @types/chrome).
declare namespace chrome {
  namespace runtime {
    function getManifest(): { host_permissions: string[]; version: string };
  }
  namespace storage {
    const local: {
      get(keys: string | string[]): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
      remove(key: string): Promise<void>;
    };
  }
  namespace tabs {
    function query(q: { active?: boolean; currentWindow?: boolean }): Promise<{ id?: number; url?: string }[]>;
  }
  namespace scripting {
    function executeScript<A extends unknown[], R>(details: { target: { tabId: number }; func: (...args: A) => R; args: A }): Promise<{ result?: R }[]>;
  }
}
