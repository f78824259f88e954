import type { RefObject } from 'react';

/** What every step's h1 takes: the ref that receives focus when the step appears, and its look. */
export type StepTitleProps = { ref: RefObject<HTMLHeadingElement | null>; tabIndex: number; className: string };
