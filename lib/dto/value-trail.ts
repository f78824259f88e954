// The usage trail on the wire (docs/memory.md#the-usage-trail): values named by their parameter, never their text.

export const TRAIL_SOURCES = ['profile', 'memory', 'typed', 'default', 'asked'] as const;
export type TrailSource = (typeof TRAIL_SOURCES)[number];
export const TRAIL_ACTIONS = ['build', 'copy', 'open', 'insert', 'fill'] as const;
export type TrailAction = (typeof TRAIL_ACTIONS)[number];
export const TRAIL_SURFACES = ['web', 'extension', 'mcp', 'api'] as const;
export type TrailSurface = (typeof TRAIL_SURFACES)[number];

/** One value a use filled with: named by the placeholder's label or the parameter's name, with where it came from. */
export type UseInput = { name: string; source: TrailSource; profileId?: string | null };
/** POST /api/user/trail. */
export type TrailRecordInput = { promptId: string; action: TrailAction; uses: UseInput[]; client?: string };

export type ValueFlagsDTO = { key: string; neverExtension: boolean; neverMcp: boolean };

/** GET /api/user/trail. */
export type TrailDTO = {
  keepDays: number;
  /** Each value the trail names, most recently used first. */
  values: (ValueFlagsDTO & { uses: number; lastUsedAt: string })[];
  /** Every value with a flag set, used or not. */
  flagged: ValueFlagsDTO[];
};

export type ValueUseDTO = {
  _id: string;
  promptId: string | null;
  promptTitle: string;
  promptVersion: number;
  source: TrailSource;
  profile: { _id: string | null; name: string } | null;
  action: TrailAction;
  surface: TrailSurface;
  client: string | null;
  usedAt: string;
};

/** GET /api/user/values/{key}: one value's page. */
export type ValueTrailDTO = {
  key: string;
  memory: { value: string; aliases: string[]; isCore: boolean } | null;
  profiles: { _id: string; name: string; value: string }[];
  neverExtension: boolean;
  neverMcp: boolean;
  forgottenAt: string | null;
  keepDays: number;
  /** Uses within the keeping time; `uses` holds the latest 100. */
  total: number;
  uses: ValueUseDTO[];
};
