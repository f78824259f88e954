import type { PromptWithRefs } from '../../models/prompt-rows';
import { CARD_CONTENT_MAX } from '../constants';
import type { PromptDTO } from '../dto/prompts';


/** A category reference in the spec's wire shape, or null; `missing` names one whose row is gone. */
export function categoryRef(id: string | null, name: string | null, missing = ''): { _id: string; name: string } | null {
  return id ? { _id: id, name: name ?? missing } : null;
}

export function toPromptDTO(row: PromptWithRefs, opts: { locked?: boolean } = {}): PromptDTO {
  const dto: PromptDTO = {
    _id: row.id,
    title: row.title,
    description: row.description,
    content: opts.locked ? row.content.slice(0, CARD_CONTENT_MAX) : row.content,
    category: categoryRef(row.categoryId, row.categoryName),
    userCategoryId: categoryRef(row.userCategoryId, row.userCategoryName),
    accessLevel: row.accessLevel,
    approved: row.approved,
    viewable: row.viewable,
    author: row.authorId ? { _id: row.authorId } : null,
    popularityScore: row.popularityScore,
    InitialLoad: row.initialLoad,
    forOnboard: row.forOnboard,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (opts.locked) dto.locked = true;
  return dto;
}
