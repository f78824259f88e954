'use client';

export { AccessErrorBoundary as default } from '@/components/errors/access-error';
