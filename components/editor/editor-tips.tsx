import { Lightbulb } from 'lucide-react';

/** Simple mode's tips beside the editor. */
export function EditorTips() {
  return (
    // Named landmarks: two unnamed sidebars read alike (axe landmark-unique).
    <aside data-tour="tips" aria-labelledby="editor-tips" className="rounded-lg border border-border bg-muted/40 p-4 text-sm">
      <h2 id="editor-tips" className="mb-2 flex items-center gap-2 font-medium">
        <Lightbulb className="size-4 text-amber-500" aria-hidden />
        Tips
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        <li>
          Wrap what changes each time in a placeholder: <code className="font-mono text-blue-700 dark:text-blue-300">!&lt;Audience&gt;!</code> becomes an input field.
        </li>
        <li>
          <code className="font-mono text-blue-700 dark:text-blue-300">!&lt;Your name&gt;!</code>, job title, company and website fill themselves from your parameter memory.
        </li>
        <li>
          Offer a choice with a list: <code className="font-mono text-violet-700 dark:text-violet-300">!|short, medium, long|!</code>.
        </li>
      </ul>
    </aside>
  );
}
