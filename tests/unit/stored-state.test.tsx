// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useClientValue, useIsClient, useStoredState } from '@/hooks/use-stored-state';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

function Counter({ storage }: { storage?: 'local' | 'session' }) {
  const [count, setCount, loaded] = useStoredState('count', 0, { storage });
  return (
    <button type="button" data-loaded={loaded} onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

describe('useStoredState', () => {
  it('the server and the hydrating render show the fallback, the render after shows the stored value, without a mismatch', async () => {
    localStorage.setItem('count', '5');
    const html = renderToString(<Counter />);
    expect(html).toContain('>0<');
    expect(html).toContain('data-loaded="false"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const hydrationErrors: unknown[] = [];
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, { subtree: true, characterData: true, childList: true });
    await act(async () => {
      hydrateRoot(container, <Counter />, { onRecoverableError: (error) => hydrationErrors.push(error) });
    });
    observer.disconnect();
    expect(hydrationErrors).toEqual([]);
    expect(container.textContent).toBe('5');
    expect(container.querySelector('button')).toHaveAttribute('data-loaded', 'true');
    expect(seen.at(-1)).toBe('5');
    container.remove();
  });

  it('a component mounted after hydration reads the stored value at once', () => {
    localStorage.setItem('count', '3');
    render(<Counter />);
    expect(screen.getByRole('button')).toHaveTextContent('3');
  });

  it('the setter shows and stores the new value as JSON', () => {
    render(<Counter />);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('2');
    expect(localStorage.getItem('count')).toBe('2');
  });

  it('session storage is used when asked, and local storage is left alone', () => {
    sessionStorage.setItem('count', '7');
    localStorage.setItem('count', '1');
    render(<Counter storage="session" />);
    expect(screen.getByRole('button')).toHaveTextContent('7');
    fireEvent.click(screen.getByRole('button'));
    expect(sessionStorage.getItem('count')).toBe('8');
    expect(localStorage.getItem('count')).toBe('1');
  });

  it('nothing stored or unparsable JSON gives the fallback', () => {
    localStorage.setItem('broken', '{not json');
    const { result } = renderHook(() => [useStoredState('missing', 'none')[0], useStoredState('broken', 'none')[0]]);
    expect(result.current).toEqual(['none', 'none']);
  });

  it('parse turns what is stored (null when nothing is) into the value', () => {
    localStorage.setItem('mode', JSON.stringify('sideways'));
    const parse = (stored: unknown) => (stored === 'stack' ? 'stack' : 'side');
    const { result } = renderHook(() => useStoredState('mode', 'side', { parse }));
    expect(result.current[0]).toBe('side');
    act(() => result.current[1]('stack'));
    expect(result.current[0]).toBe('stack');
    expect(localStorage.getItem('mode')).toBe('"stack"');
  });

  it('a new key reads that key', () => {
    localStorage.setItem('a', '1');
    localStorage.setItem('b', '2');
    const { result, rerender } = renderHook(({ key }) => useStoredState(key, 0)[0], { initialProps: { key: 'a' } });
    expect(result.current).toBe(1);
    rerender({ key: 'b' });
    expect(result.current).toBe(2);
  });

  it('a refused write keeps the value on screen, just not remembered', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<Counter />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('1');
    expect(localStorage.getItem('count')).toBeNull();
  });

  it('a storage that cannot be read gives the fallback', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    render(<Counter />);
    expect(screen.getByRole('button')).toHaveTextContent('0');
  });
});

describe('useIsClient', () => {
  it('is false on the server and true in the browser', () => {
    function Probe() {
      return <span>{useIsClient() ? 'client' : 'server'}</span>;
    }
    expect(renderToString(<Probe />)).toContain('server');
    render(<Probe />);
    expect(screen.getByText('client')).toBeInTheDocument();
  });
});

function BrowserValues({ rendered }: { rendered?: string[] }) {
  const [count, setCount, loaded] = useStoredState('count', 0);
  const mounted = useIsClient();
  const [greeting] = useClientValue(() => 'hello from the browser', 'hello');
  // What each commit showed (a render React redoes before committing is not seen).
  useLayoutEffect(() => void rendered?.push(`${count}/${mounted}/${greeting}`));
  return (
    <button type="button" data-loaded={loaded} onClick={() => setCount(count + 1)}>
      {count} {String(mounted)} {greeting}
    </button>
  );
}

// After a hydration the browser's values come in a transition, not in a render React forces
// synchronously (docs/library.md, the viewer's Total Blocking Time); a component mounted later reads
// them at once.
describe('useIsClient, useClientValue and useStoredState together', () => {
  it('the server and the hydrating render show the fallbacks, a render after shows the browser’s values, without a mismatch', async () => {
    localStorage.setItem('count', '4');
    const html = renderToString(<BrowserValues />);
    expect(html.replaceAll('<!-- -->', '')).toContain('>0 false hello<');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const hydrationErrors: unknown[] = [];
    const rendered: string[] = [];
    await act(async () => {
      hydrateRoot(container, <BrowserValues rendered={rendered} />, { onRecoverableError: (error) => hydrationErrors.push(error) });
    });
    expect(hydrationErrors).toEqual([]);
    expect(rendered[0]).toBe('0/false/hello');
    expect(container.textContent).toBe('4 true hello from the browser');
    expect(container.querySelector('button')).toHaveAttribute('data-loaded', 'true');
    container.remove();
  });

  it('a component mounted later reads the browser’s values in its first render; the setter stores', () => {
    localStorage.setItem('count', '2');
    const rendered: string[] = [];
    render(<BrowserValues rendered={rendered} />);
    expect(rendered[0]).toBe('2/true/hello from the browser');
    expect(screen.getByRole('button')).toHaveTextContent('2 true hello from the browser');
    fireEvent.click(screen.getByRole('button'));
    expect(localStorage.getItem('count')).toBe('3');
  });
});
