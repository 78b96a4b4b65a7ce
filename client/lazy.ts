/**
 * A component that is a chunk of its own, loaded when first shown, with a stand-in until then:
 * the first page does not pay for what only some pages show (the rules, the settings, a match's
 * chat and notes).
 */
import { html } from "htm/preact";
import type { VNode } from "preact";
import { useEffect, useState } from "preact/hooks";

export function lazy<P extends object>(load: () => Promise<(props: P) => unknown>, standIn: (props: P) => VNode | VNode[]) {
  let component: ((props: P) => unknown) | null = null;
  return function Lazy(props: P): VNode | VNode[] {
    const [, loaded] = useState(0);
    useEffect(() => {
      if (!component) void load().then((c) => { component = c; loaded(1); });
    }, []);
    return component ? html`<${component} ...${props} />` : standIn(props);
  };
}
