import { z } from 'zod';
import { categoryCreateSchema } from '../../category-schema';
import { bulkDeleteInput, renameInput, reorderInput } from '../../services/categories';
import { json, pathParam, type Endpoint } from '../endpoint';
import * as r from '../responses';

// Library categories and each person's custom categories (docs/api.md, spec P1 §4, P2 §5).

const categoryId = pathParam('id', z.uuid(), "The custom category's id");
const PREMIUM = 'PREMIUM_FEATURE_REQUIRED: custom categories take pro access (pro, trial or admin).';

export const tag = {
  name: 'Categories',
  description: 'The library’s categories, and custom categories (pro, trial and admin): create, rename, reorder, delete.',
};

export const endpoints: Endpoint[] = [
  {
    method: 'get',
    path: '/api/categories',
    operationId: 'listCategories',
    summary: 'List the library categories',
    access: 'signedIn',
    responses: { 200: json('The library categories', z.array(r.category)) },
  },
  {
    method: 'get',
    path: '/api/user-categories',
    operationId: 'listCustomCategories',
    summary: 'List my custom categories',
    access: 'signedIn',
    responses: { 200: json('In their order, with how many prompts each holds', z.array(r.userCategory)) },
    errors: { 403: PREMIUM },
  },
  {
    method: 'post',
    path: '/api/user-categories',
    operationId: 'createCustomCategory',
    summary: 'Create a custom category',
    access: 'signedIn',
    idempotent: true,
    body: categoryCreateSchema,
    responses: { 201: json('The new category', r.userCategory) },
    errors: { 403: PREMIUM, 409: 'DUPLICATE_NAME: the caller has a category of that name, in any letter case.' },
  },
  {
    method: 'delete',
    path: '/api/user-categories',
    operationId: 'deleteCustomCategories',
    summary: 'Delete several custom categories',
    description: 'The selected empty categories are deleted in one statement, the others kept. Another person’s category is 404.',
    access: 'signedIn',
    body: bulkDeleteInput,
    responses: { 200: json('What was deleted and what was kept', r.categoriesDeleted) },
    errors: { 403: PREMIUM, 404: 'a category that is not the caller’s.', 409: 'CATEGORY_HAS_PROMPTS: every selected category holds prompts.' },
  },
  {
    method: 'put',
    path: '/api/user-categories/{id}',
    operationId: 'renameCustomCategory',
    summary: 'Rename a custom category',
    access: 'signedIn',
    params: categoryId,
    body: renameInput,
    responses: { 200: json('The renamed category', r.userCategory) },
    errors: { 403: PREMIUM, 409: 'DUPLICATE_NAME: the caller has a category of that name, in any letter case.' },
  },
  {
    method: 'delete',
    path: '/api/user-categories/{id}',
    operationId: 'deleteCustomCategory',
    summary: 'Delete an empty custom category',
    access: 'signedIn',
    params: categoryId,
    responses: { 200: json('Deleted', r.deletion) },
    errors: { 403: PREMIUM, 409: 'CATEGORY_HAS_PROMPTS: the category holds prompts.' },
  },
  {
    method: 'post',
    path: '/api/user-categories/reorder',
    operationId: 'reorderCustomCategories',
    summary: 'Reorder custom categories',
    description: 'Each entry gives one of the caller’s categories its 1-based place; any bad entry refuses the whole request and changes nothing.',
    access: 'signedIn',
    // The service takes the list itself or wrapped as `{orders}`.
    body: z.union([reorderInput, z.object({ orders: reorderInput })]),
    responses: { 200: json('The categories in their new order', z.array(r.userCategory)) },
    errors: { 400: 'a bad entry, a category that is not the caller’s, or one named twice.', 403: PREMIUM },
  },
];
