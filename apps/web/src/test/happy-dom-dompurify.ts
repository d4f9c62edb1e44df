/**
 * Two happy-dom gaps make DOMPurify fail *open* in component tests (allowed tags dropped,
 * `<script>` and `onerror` kept), while browsers are fine:
 *
 * 1. `Node.prototype.nodeName` answers '' for every node (subclasses override it), but
 *    DOMPurify ≥ 3.4.8 reads names through that very getter to resist DOM clobbering
 *    (capricorn86/happy-dom#2182).
 * 2. Its NodeIterator loses its place when the node it stands on is removed, so DOMPurify
 *    stops walking after the first node it removes (capricorn86/happy-dom#1629).
 *
 * This module makes both behave as the DOM standard says. DOMPurify captures them when it is
 * first imported, so import this module before it (ideally from the test setup file).
 */

// 1. nodeName through Node.prototype dispatches to the node's own class getter.
const baseNodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
// eslint-disable-next-line @typescript-eslint/unbound-method -- a getter, always called with .call
const baseGet = baseNodeName?.get as ((this: Node) => string) | undefined;
if (baseNodeName && baseGet && baseGet.call(document.createElement('p')) !== 'P') {
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    enumerable: baseNodeName.enumerable ?? true,
    get(this: Node): string {
      for (
        let proto = Object.getPrototypeOf(this) as object | null;
        proto && proto !== Node.prototype;
        proto = Object.getPrototypeOf(proto) as object | null
      ) {
        const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
        if (own?.get) return own.get.call(this) as string;
      }
      return baseGet.call(this);
    },
  });
}

// 2. A NodeIterator that, like a browser's, carries on after its current node is removed.
type Filter = NodeFilter | ((node: Node) => number) | null;

function following(node: Node, root: Node): Node | null {
  if (node.firstChild) return node.firstChild;
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) {
    if (at.nextSibling) return at.nextSibling;
  }
  return null;
}

function preceding(node: Node, root: Node): Node | null {
  if (node === root) return null;
  let at = node.previousSibling;
  if (!at) return node.parentNode;
  while (at.lastChild) at = at.lastChild;
  return at;
}

class RemovalSafeNodeIterator {
  #current: Node | null = null;
  /** The node before `#current` when it was reached: where to resume if it is removed. */
  #before: Node | null = null;

  constructor(
    readonly root: Node,
    readonly whatToShow: number = 0xffffffff,
    readonly filter: Filter = null,
  ) {}

  get referenceNode(): Node {
    return this.#current ?? this.root;
  }

  get pointerBeforeReferenceNode(): boolean {
    return this.#current === null;
  }

  #accepts(node: Node): boolean {
    if (!(this.whatToShow & (1 << (node.nodeType - 1)))) return false;
    if (!this.filter) return true;
    const verdict =
      typeof this.filter === 'function' ? this.filter(node) : this.filter.acceptNode(node);
    return verdict === NodeFilter.FILTER_ACCEPT;
  }

  nextNode(): Node | null {
    let candidate: Node | null;
    if (!this.#current) {
      candidate = this.root;
    } else {
      const stillThere = this.#current === this.root || this.root.contains(this.#current);
      const from = stillThere ? this.#current : this.#before;
      if (!from) return null;
      candidate = following(from, this.root);
    }
    for (; candidate; candidate = following(candidate, this.root)) {
      if (this.#accepts(candidate)) {
        this.#current = candidate;
        this.#before = preceding(candidate, this.root);
        return candidate;
      }
    }
    return null;
  }

  previousNode(): Node | null {
    throw new Error('previousNode is not supported by the test NodeIterator');
  }

  detach(): void {}
}

// happy-dom's global `Document` is a per-window subclass; patch the class that owns the method.
let documentProto = Object.getPrototypeOf(document) as object | null;
while (documentProto && !Object.hasOwn(documentProto, 'createNodeIterator')) {
  documentProto = Object.getPrototypeOf(documentProto) as object | null;
}
if (documentProto) {
  Object.defineProperty(documentProto, 'createNodeIterator', {
    configurable: true,
    writable: true,
    value: function createNodeIterator(root: Node, whatToShow?: number, filter?: Filter) {
      return new RemovalSafeNodeIterator(root, whatToShow, filter ?? null);
    },
  });
}
