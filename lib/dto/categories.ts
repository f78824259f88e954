// Categories on the wire (spec P1 §3, §7): imported by the services that build them and the client that reads them.

export type CategoryDTO = { _id: string; name: string };
export type UserCategoryDTO = {
  _id: string;
  name: string;
  description: string | null;
  color: string;
  order: number;
  promptCount: number;
  createdAt: string;
};
