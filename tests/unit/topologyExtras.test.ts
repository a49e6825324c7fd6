import { describe, expect, it } from 'vitest';
import { treeLinks } from '../../web/scene/topologyExtras';
import { TWO_HOSTS } from './fixtures';

const T = {
  nodes: [...TWO_HOSTS.nodes, { id: 2, name: 'C', kind: 'router', x: 0.5, y: 0.1 }],
  links: [...TWO_HOSTS.links, { id: 7, a: 1, b: 2, bandwidth: 1, delay: 1, loss: 0, queue: 1 }],
};

describe('treeLinks', () => {
  it('reads link ids, node pairs and link flags', () => {
    expect([...treeLinks({ ...T, tree: [7] })]).toEqual([7]);
    expect([...treeLinks({ ...T, tree: [{ a: 0, b: 1 }] })]).toEqual([0]);
    expect([...treeLinks({ ...T, tree: [[2, 1]] })]).toEqual([7]);
    expect([...treeLinks({ ...T, multicast: { tree: { links: [0] } } })]).toEqual([0]);
    expect([...treeLinks({ ...T, groups: [{ name: 'data', edges: [[1, 2, 7]] }] })]).toEqual([7]);
    expect(treeLinks(T).size).toBe(0);
  });
});
