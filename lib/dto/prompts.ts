// A prompt on the wire, in the spec's shape (P1 §3): `_id`, nested `category`, `userCategoryId`, `author`.
export type PromptDTO = {
  _id: string;
  title: string;
  description: string;
  content: string;
  category: { _id: string; name: string } | null;
  userCategoryId: { _id: string; name: string } | null;
  accessLevel: 'free' | 'pro';
  approved: boolean;
  viewable: 'private' | 'public';
  author: { _id: string } | null;
  popularityScore: number;
  InitialLoad: boolean;
  forOnboard: string | null;
  createdAt: string;
  updatedAt: string;
  /** True when the viewer may not read this pro prompt: `content` then holds only the card preview. */
  locked?: boolean;
  /** Whether the viewer starred this prompt; present in lists and a prompt by id. */
  favourite?: boolean;
};

export type PromptListAnswer = {
  prompts: PromptDTO[];
  totalPages: number;
  currentPage: number;
  total: number;
  /** Present when a search matched more prompts than it counts (SEARCH_RESULT_CAP): `total` is the cap, shown as '1,000+'. */
  totalCapped?: true;
};

export type PromptVersionDTO = Pick<
  PromptDTO,
  '_id' | 'title' | 'description' | 'content' | 'category' | 'userCategoryId' | 'accessLevel' | 'approved' | 'viewable' | 'createdAt'
> & { version: number; savedBy: { _id: string } | null };
