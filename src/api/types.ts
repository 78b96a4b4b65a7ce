import type { User } from "../db/accounts";
import type { Env } from "../env";

export interface AppEnv {
  Bindings: Env;
  Variables: {
    user: User | null;
    /** How the caller proved who they are. */
    authVia: "cookie" | "bearer" | null;
    sessionToken: string | null;
    /** The id of the API token the caller came with (`authVia` "bearer"). */
    apiTokenId: string | null;
  };
}
