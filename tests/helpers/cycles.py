"""Import cycles of a module graph (Tarjan's strongly connected components)."""

from __future__ import annotations


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    index, low, stack, on, found = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1 or v in edges[v]:
                found.append(sorted(comp))

    for v in edges:
        if v not in index:
            visit(v)
    return found
