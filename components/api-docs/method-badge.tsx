// An HTTP method as a badge: the word itself, its colour only a help (./api-docs.css).
export function MethodBadge({ method }: { method: string }) {
  return <span className={`api-method api-${method.toLowerCase()}`}>{method}</span>;
}
