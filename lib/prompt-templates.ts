// The editor's framework templates (spec P1 §3): multi-line skeletons with labelled sections and
// placeholders, kept here as data. The angle form is used for the writer's own facts (so the
// parameter memory fills name, company…), the pipe form where the choice is small and known.

export type PromptTemplate = {
  key: string;
  name: string;
  /** One line for the selector: what the framework is good at. */
  summary: string;
  content: string;
};

export const PROMPT_TEMPLATES: readonly PromptTemplate[] = [
  {
    key: 'standard',
    name: 'Standard',
    summary: 'Role, context, task, constraints and output: a safe default.',
    content: `Role: You are !<Role of the assistant>!.

Context: I am !<Your name>!, !<Job title>! at !<Company name>!. !<Background the assistant needs>!

Task: !<What you want done>!

Constraints:
- Tone: !|professional, friendly, neutral, persuasive|!
- Length: !|short, medium, detailed|!
- !<Anything to avoid>!

Output format: !|bulleted list, numbered steps, short paragraphs, table|!`,
  },
  {
    key: 'craft',
    name: 'CRAFT',
    summary: 'Context, Role, Action, Format, Target audience.',
    content: `C — Context:
!<Situation and background>!

R — Role:
Act as !<Expert role>! with deep experience in !<Field>!.

A — Action:
!<The exact task to perform>!

F — Format:
Answer as !|bulleted list, numbered steps, short report, table, email|!.

T — Target audience:
Write for !<Who will read the result>!, at a !|beginner, intermediate, expert|! level.`,
  },
  {
    key: 'chain-of-thought',
    name: 'Chain of Thought',
    summary: 'Asks for step-by-step reasoning before the answer.',
    content: `Problem:
!<Describe the problem or question>!

Known facts:
- !<Fact or figure>!
- !<Another fact or figure>!

Instructions:
1. Restate the problem in your own words.
2. List the assumptions you are making.
3. Reason through the problem step by step, showing each step.
4. Check the reasoning for mistakes.
5. Give the final answer on its own line, starting with "Answer:".

Level of detail: !|brief, thorough, exhaustive|!`,
  },
  {
    key: 'few-shots',
    name: 'Few-Shot Examples',
    summary: 'Teaches the pattern with worked examples first.',
    content: `Task: !<What to produce for each input>!

Follow the pattern of these examples exactly.

Example 1
Input: !<First example input>!
Output: !<First example output>!

Example 2
Input: !<Second example input>!
Output: !<Second example output>!

Example 3
Input: !<Third example input>!
Output: !<Third example output>!

Now do the same.
Input: !<Your real input>!
Output:`,
  },
  {
    key: 'constraint-based',
    name: 'Constraint-Based',
    summary: 'Hard rules first: must, must not, limits.',
    content: `Goal: !<What the result must achieve>!

Must:
- !<Required element>!
- Use a !|formal, conversational, technical, plain-language|! tone.

Must not:
- !<Forbidden element>!
- Invent facts, names or figures that were not given.

Limits:
- Maximum length: !<Word or character limit>!
- Audience: !<Who will read it>!

If a rule cannot be met, say which one and why instead of guessing.`,
  },
  {
    key: 'coding',
    name: 'Coding',
    summary: 'Language, current code, the change and how to test it.',
    content: `Role: You are a senior !|TypeScript, Python, Go, Java, C#, Rust|! engineer.

Context:
- Project: !<What the code base does>!
- Framework and versions: !<Framework and version>!

Current code:
!<Paste the relevant code>!

Task: !<The change, fix or feature>!

Requirements:
- Keep the public interface unchanged unless stated.
- Handle errors and edge cases explicitly.
- Follow the existing style of the code.

Output:
1. A short explanation of the approach.
2. The complete changed code.
3. Tests that prove it works.`,
  },
  {
    key: 'writing',
    name: 'Writing',
    summary: 'A piece of writing with audience, tone and structure.',
    content: `Role: You are an experienced !|copywriter, editor, technical writer, ghostwriter|!.

Piece: a !|blog post, article, newsletter, speech, report|! about !<Topic>!.

Author: !<Your name>!, !<Job title>! at !<Company name>!.

Audience: !<Who will read it and what they already know>!

Key points to cover:
- !<First point>!
- !<Second point>!
- !<Third point>!

Tone: !|warm, authoritative, playful, neutral|!
Length: about !<Number of words>! words.

Structure: a headline, a short hook, sections with subheadings, and a closing call to action.`,
  },
  {
    key: 'marketing',
    name: 'Marketing',
    summary: 'Campaign copy from product, audience and offer.',
    content: `Role: You are a conversion-focused marketing strategist.

Company: !<Company name>! (!<Website>!)
Product or service: !<What you sell>!
Audience: !<Ideal customer and their main pain>!
Offer: !<Offer, price or incentive>!

Channel: !|landing page, email, LinkedIn post, Google ad, Instagram caption|!
Goal: !|sign-ups, sales, demo bookings, awareness|!

Write:
1. Three headline options.
2. The body copy, leading with the customer's problem.
3. One clear call to action.

Keep claims honest and specific; no invented statistics.`,
  },
  {
    key: 'iterative',
    name: 'Iterative Refinement',
    summary: 'Draft, critique against criteria, improve.',
    content: `Task: !<What to create>!

Quality criteria:
- !<First criterion>!
- !<Second criterion>!
- !<Third criterion>!

Work in rounds:
Round 1 — Write a first draft.
Round 2 — Critique the draft against each criterion and list concrete weaknesses.
Round 3 — Rewrite the draft to fix every weakness.

Number of rounds: !|1, 2, 3|!
Show: !|only the final version, every draft and critique|!`,
  },
  {
    key: 'ape',
    name: 'APE',
    summary: 'Action, Purpose, Expectation.',
    content: `Action:
!<What the assistant should do>!

Purpose:
This is for !<Why you need it and how it will be used>!.

Expectation:
- Format: !|bulleted list, short paragraphs, table, step-by-step guide|!
- Length: !|short, medium, detailed|!
- Success looks like: !<What a great answer contains>!`,
  },
  {
    key: 'rtf',
    name: 'RTF',
    summary: 'Role, Task, Format: short and direct.',
    content: `Role:
You are !<Expert role>!.

Task:
!<What to do, with the key details>!

Format:
!|bulleted list, numbered steps, table, email, one paragraph|!`,
  },
  {
    key: 'co-star',
    name: 'CO-STAR',
    summary: 'Context, Objective, Style, Tone, Audience, Response.',
    content: `# CONTEXT
!<Background: who you are, the situation, what has happened so far>!

# OBJECTIVE
!<What you want the assistant to achieve>!

# STYLE
Write in the style of !<A writer, publication or expert to imitate>!.

# TONE
!|professional, friendly, enthusiastic, empathetic, direct|!

# AUDIENCE
!<Who the response is for>!

# RESPONSE
!|bulleted list, short report, email, JSON, table|!`,
  },
  {
    key: 'clear',
    name: 'CLEAR',
    summary: 'Concise, Logical, Explicit, Adaptive, Reflective.',
    content: `Concise — the request in one sentence:
!<One-sentence request>!

Logical — the order to work in:
1. !<First step>!
2. !<Second step>!
3. !<Third step>!

Explicit — the output I need:
!<Format, length and must-have elements>!

Adaptive — if something is unclear:
Ask up to !|1, 2, 3|! clarifying questions before answering.

Reflective — before you finish:
Check the answer against the request and note any assumption you made.`,
  },
  {
    key: 'create',
    name: 'CREATE',
    summary: 'Character, Request, Examples, Adjustments, Type, Extras.',
    content: `Character:
You are !<Persona or expert role>!.

Request:
!<The task in detail>!

Examples:
!<An example of the result you like>!

Adjustments:
Keep it !|shorter, longer, simpler, more technical|! than the example, and !<Any other change>!.

Type of output:
!|email, article, outline, script, table, list|!

Extras:
Sign off as !<Your name>!, !<Job title>! at !<Company name>!.`,
  },
];

export function findTemplate(key: string): PromptTemplate | undefined {
  return PROMPT_TEMPLATES.find((t) => t.key === key);
}
